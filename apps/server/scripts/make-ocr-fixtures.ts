/**
 * Writes the OCR fixtures (apps/server/test/fixtures/documents/*.png and ocr-truth.json): known
 * texts rendered by Chromium in several looks, from clean print to a skewed, blurred "scan".
 * Run again only to change them: `npx tsx apps/server/scripts/make-ocr-fixtures.ts [name …]`.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = fileURLToPath(new URL('../test/fixtures/documents/', import.meta.url));
const only = process.argv.slice(2);

interface Fixture {
  name: string;
  lines: string[];
  style: string;
}

const fixtures: Fixture[] = [
  {
    name: 'invoice',
    lines: [
      'Invoice 2025-117 for Jane Smith',
      'Email: jane.smith@example.org',
      'Phone: +44 20 7946 0958',
      'Amount due: $2,450.00 by 14 February 2025',
    ],
    style: "font: 22px/1.5 'DejaVu Sans', sans-serif;",
  },
  {
    name: 'letter',
    lines: [
      'Dear Mr. Baker,',
      'Thank you for your order of 12 March. The books',
      'will be shipped from our warehouse in Leeds on',
      'Friday and should reach you within three days.',
      'Kind regards, Northwind Traders',
    ],
    style: "font: 19px/1.6 'DejaVu Serif', serif;",
  },
  {
    name: 'scan',
    lines: [
      'MINUTES OF THE BOARD MEETING',
      'Present: A. Lovelace, C. Babbage, M. Somerville',
      'Item 4: the budget of EUR 18,500 was approved.',
      'Next meeting: 3 April 2025 at 10:00 in Room 2.',
    ],
    style:
      "font: 17px/1.7 'DejaVu Sans Mono', monospace; background: #eeeae0; transform: rotate(-1.2deg); filter: blur(0.5px) contrast(0.85);",
  },
  {
    name: 'figures',
    lines: ['Year Revenue Profit', '2021 4,500 320', '2022 5,100 410', '2023 5,900 515'],
    style: "font: 14px/1.6 'DejaVu Sans', sans-serif; word-spacing: 24px;",
  },
  {
    name: 'fax',
    lines: [
      'Fax to: Initech Inc., Austin, Texas',
      'From: Peter Gibbons, phone (415) 555-0132',
      'Re: order 4471, 12 units at $39.00 each',
      'Please confirm delivery before 31 January.',
    ],
    // Small print, skewed, blurred and washed out, as a faxed or photocopied page.
    style:
      "font: 13px/1.5 'DejaVu Serif', serif; background: #d9d6cc; transform: rotate(2.5deg); filter: blur(0.8px) contrast(0.55) brightness(1.1);",
  },
  {
    name: 'brief',
    lines: [
      'Sehr geehrte Frau Müller,',
      'vielen Dank für Ihre Bestellung vom 12. März.',
      'Die Bücher werden am Freitag aus unserem Lager',
      'in Köln verschickt. Mit freundlichen Grüßen',
    ],
    style: "font: 19px/1.6 'DejaVu Serif', serif;",
  },
  {
    name: 'lettre',
    lines: [
      'Chère Madame Lefèvre,',
      'merci pour votre commande du 12 mars. Les livres',
      'seront expédiés de notre entrepôt à Lyon vendredi.',
      'Bien à vous, Librairie du Rhône',
    ],
    style: "font: 19px/1.6 'DejaVu Serif', serif;",
  },
  {
    name: 'tiny',
    lines: ['Terms: payment within 30 days of invoice date.', 'Late payments incur 2% per month.'],
    style: "font: 9px/1.4 'DejaVu Sans', sans-serif; color: #555;",
  },
];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const page = await browser.newPage({ viewport: { width: 640, height: 240 } });
  const truth: Record<string, string> = {};
  for (const fixture of fixtures) {
    truth[fixture.name] = fixture.lines.join('\n');
    // Names given: only those images are drawn again (the truth file always lists them all).
    if (only.length > 0 && !only.includes(fixture.name)) continue;
    const body = fixture.lines.map(escape).join('<br>');
    await page.setContent(
      `<body style="margin:0;background:#fff"><div id="t" style="display:inline-block;padding:20px;color:#1a1a1a;${fixture.style}">${body}</div></body>`,
    );
    await page.locator('#t').screenshot({ path: `${out}${fixture.name}.png` });
  }
  await writeFile(`${out}ocr-truth.json`, `${JSON.stringify(truth, null, 2)}\n`);
} finally {
  await browser.close();
}
