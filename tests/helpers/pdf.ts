import { PDFDocument, StandardFonts } from "pdf-lib";

/** A real PDF with a text layer: each page a list of lines (Helvetica, so WinAnsi characters only). */
export async function textPdf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => {
      page.drawText(line, { x: 50, y: 790 - i * 16, size: 11, font });
    });
  }
  return doc.save();
}

/** A PDF with pages and no text at all (what a scan without OCR looks like to a text extractor). */
export async function blankPdf(pageCount = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pageCount; i++) {
    const page = doc.addPage([595, 842]);
    page.drawRectangle({ x: 50, y: 600, width: 300, height: 150, borderWidth: 2 });
  }
  return doc.save();
}

/** Wraps a paragraph into lines of about `width` characters. */
export function wrap(paragraph: string, width = 85): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(" ")) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Paragraphs of class notes (science and social science), each with a definition and related facts. */
const PARAGRAPHS = [
  "Photosynthesis is the process by which green plants make their own food using sunlight. It takes place in the leaves, which contain chloroplasts. Plants take in carbon dioxide through the stomata and release oxygen into the air.",
  "Chlorophyll is a green pigment found in the chloroplasts of plant cells. Chlorophyll absorbs sunlight and gives leaves their green colour. Without chlorophyll a plant cannot carry out photosynthesis.",
  "Osmosis is the movement of water across a semi-permeable membrane. Root hairs absorb water from the soil by osmosis. The cell membrane controls which substances enter and leave the cell.",
  "Respiration is the breakdown of glucose to release energy in living cells. Aerobic respiration needs oxygen and produces carbon dioxide and water. Yeast can respire without oxygen and produce alcohol.",
  "The stomata are tiny pores on the surface of a leaf. Guard cells open and close the stomata. Plants lose water vapour through the stomata by transpiration.",
  "A mixture is a substance made of two or more components that are not chemically combined. Sea water is a mixture of salt and water. Filtration separates an insoluble solid from a liquid.",
  "An atom is the smallest particle of an element that can take part in a chemical reaction. Atoms of the same element have the same atomic number. Electrons move around the nucleus of an atom.",
  "Democracy is a form of government in which the rulers are elected by the people. In India the Lok Sabha is elected every five years. Universal adult franchise gives every adult citizen the right to vote.",
  "A lever is a rigid bar that turns about a fixed point called the fulcrum. A see-saw and a pair of scissors work as levers. The effort needed is smaller when the load is close to the fulcrum.",
  "Friction is the force that opposes the relative motion between two surfaces in contact. Friction produces heat when we rub our hands together. Ball bearings and lubricants reduce friction in machines.",
  "An ecosystem is a community of living organisms together with their physical environment. Producers, consumers and decomposers make up a food chain. Decomposers return nutrients from dead organisms to the soil.",
  "The equator is an imaginary line that divides the Earth into the northern and southern hemispheres. Places near the equator receive direct sunlight throughout the year. The tropical rainforests lie close to the equator.",
  "Monsoon means the seasonal reversal of winds over the Indian subcontinent. The south-west monsoon brings most of the annual rainfall to India. Farmers sow kharif crops such as rice at the start of the monsoon.",
  "The process by which water vapour turns into liquid water is called condensation. Clouds form when water vapour condenses on tiny dust particles. Dew on grass in the morning is another example of condensation.",
];

/** Class notes: `pageCount` pages of paragraphs with definitions and facts, like a chapter summary. */
export function notesPages(pageCount: number): string[][] {
  return Array.from({ length: pageCount }, (_, p) => {
    const lines = [`Chapter ${p + 1}: Summary notes`, ""];
    for (let i = 0; lines.length < 44; i++) {
      const paragraph = PARAGRAPHS[(p * 5 + i) % PARAGRAPHS.length] ?? "";
      lines.push(...wrap(paragraph), "");
    }
    return lines.slice(0, 46);
  });
}

const PASSWORD_PAD = Buffer.from("28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a", "hex");

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + (s[i] ?? 0) + (key[i % key.length] ?? 0)) & 255;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + (s[i] ?? 0)) & 255;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
    out[n] = (data[n] ?? 0) ^ (s[((s[i] ?? 0) + (s[j] ?? 0)) & 255] ?? 0);
  }
  return out;
}

/**
 * A password-protected PDF (standard security handler, revision 2, 40-bit RC4), written by hand
 * because pdf-lib cannot encrypt. Opening it without the password fails as it does for a student.
 */
export async function encryptedPdf(userPassword = "secret", ownerPassword = "owner"): Promise<Uint8Array> {
  const { createHash } = await import("node:crypto");
  const md5 = (...parts: Buffer[]) => createHash("md5").update(Buffer.concat(parts)).digest();
  const pad = (pw: string) => Buffer.concat([Buffer.from(pw, "latin1"), PASSWORD_PAD]).subarray(0, 32);
  const id = Buffer.from("0123456789abcdef0123456789abcdef", "hex");
  const permissions = -4;
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const owner = rc4(md5(pad(ownerPassword)).subarray(0, 5), pad(userPassword));
  const key = md5(pad(userPassword), owner, p, id).subarray(0, 5);
  const user = rc4(key, PASSWORD_PAD);
  const hex = (b: Buffer) => `<${b.toString("hex")}>`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
    `<< /Filter /Standard /V 1 /R 2 /O ${hex(owner)} /U ${hex(user)} /P ${permissions} >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [${hex(id)} ${hex(id)}] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}

/**
 * A decompression bomb (issue 24): one page whose FlateDecode content stream inflates from a few tens
 * of KB to `textBytes` of text operators. Written by hand, so the stream is as the attacker sends it.
 */
export async function inflatingPdf(textBytes = 8 * 1024 * 1024): Promise<Uint8Array> {
  const { deflateSync } = await import("node:zlib");
  const words = ["photosynthesis", "is", "the", "process", "of", "osmosis", "a", "lever", "energy", "cell"];
  const lines: string[] = ["BT /F1 10 Tf"];
  let size = lines[0]?.length ?? 0;
  for (let n = 0; size < textBytes; n++) {
    // Lines repeat in a long cycle, so the stream compresses about 300-fold, as the attack's did.
    // Each line is placed on the page (pdf.js skips text outside it), 30 lines a screenful.
    const text = Array.from({ length: 12 }, (_, i) => words[(n * 7 + i * (n % 5)) % words.length]).join(" ");
    const line = `1 0 0 1 40 ${800 - (n % 30) * 24} Tm (${text} ${n % 30}) Tj`;
    lines.push(line);
    size += line.length + 1;
  }
  lines.push("ET");
  const stream = deflateSync(Buffer.from(lines.join("\n"), "latin1"), { level: 9 });
  const objects: Buffer[] = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from("\nendstream"),
    ]),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(offset);
    const piece = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), object, Buffer.from("\nendobj\n")]);
    parts.push(piece);
    offset += piece.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) tail += `${String(o).padStart(10, "0")} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(tail));
  return new Uint8Array(Buffer.concat(parts));
}
