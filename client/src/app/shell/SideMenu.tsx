import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { useFocusTrap } from "../a11y/use-focus-trap";
import { tilesFor } from "./menu-tiles";

/**
 * The left slide-out menu: tiles by role; Escape, the close button or the backdrop close it. On a
 * phone it also holds the header's settings (language and theme), which the header then hides.
 */
export function SideMenu({
  open,
  onClose,
  settings,
}: {
  open: boolean;
  onClose: () => void;
  settings?: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);
  if (!open) return null;
  const layout = user?.role === "teacher" || user?.role === "parent" ? user.role : "student";
  return (
    <div className="menu-layer">
      <button type="button" className="menu-backdrop" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        id="side-menu"
        className="side-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby="menu-title"
      >
        <div className="side-menu-head">
          <h2 id="menu-title">{t("shell.menuTitle")}</h2>
          <button type="button" className="icon-button" aria-label={t("shell.closeMenu")} onClick={onClose}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        {settings && <div className="side-menu-settings">{settings}</div>}
        <nav aria-labelledby="menu-title">
          <ul className="tiles">
            {tilesFor(layout, user?.role).map((tile) => (
              <li key={`${tile.path}-${tile.label(t)}`}>
                <NavLink to={tile.path} className="tile" onClick={onClose}>
                  <span className="tile-icon" aria-hidden="true">
                    <tile.icon size={22} />
                  </span>
                  <span>{tile.label(t)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
