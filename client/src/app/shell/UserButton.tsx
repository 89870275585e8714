import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { useSignOut } from "../../features/auth/hooks/use-sign-out";
import { useFocusTrap } from "../a11y/use-focus-trap";

/**
 * SPEC 2's user button: signed out, a Sign In link; signed in, the user's label (username, display
 * name, e-mail before the @, else User; truncated) opening a menu with Sign Out.
 */
export function UserButton() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { signOut, signingOut } = useSignOut();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useFocusTrap(menu, open, () => setOpen(false));

  useEffect(() => {
    if (!open) return;
    function handlePointer(event: PointerEvent) {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener("pointerdown", handlePointer);
    return () => document.removeEventListener("pointerdown", handlePointer);
  }, [open]);

  if (!user) {
    return (
      <Link to="/auth" className="button-link small">
        {t("shell.signIn")}
      </Link>
    );
  }

  function handleMenuKeys(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === "ArrowDown" ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[next]?.focus();
  }

  return (
    <div className="user-button" ref={wrapper}>
      <button
        type="button"
        className="user-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="user-menu"
        title={user.label}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="avatar" aria-hidden="true">
          {user.label.slice(0, 1).toUpperCase()}
        </span>
        <span className="user-label">{user.label}</span>
      </button>
      {open && (
        <div
          ref={menu}
          id="user-menu"
          className="user-menu"
          role="menu"
          aria-label={t("shell.accountMenu")}
          onKeyDown={handleMenuKeys}
        >
          <Link role="menuitem" to="/profile" className="menu-item" onClick={() => setOpen(false)}>
            {t("shell.profile")}
          </Link>
          <button
            role="menuitem"
            type="button"
            className="menu-item"
            disabled={signingOut}
            onClick={async () => {
              if (await signOut()) setOpen(false);
            }}
          >
            {t("shell.signOut")}
          </button>
        </div>
      )}
    </div>
  );
}
