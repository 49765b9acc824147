/**
 * An item page's own e-mail and phone links are its e-mail and phone, though the link shows an
 * icon or "Call" rather than the address; the number the link shows is read as shown. A site's
 * footer address is the site's, not the item's. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { site } from '../../test/page-cells.js';
import { rowsFor } from '../../test/plan-rows.js';

describe('contact links on an item page', () => {
  it("a solicitor's profile: an envelope icon and a Call button", () => {
    const html = site(
      '',
      `<main><section class="profile"><img src="/p/ruth.jpg" alt="Ruth Okafor"><h1>Ruth Okafor</h1><p class="position">Partner, Family Law</p><div class="profile__links"><a href="mailto:r.okafor@lawfirm.example?subject=Enquiry" aria-label="Email Ruth"><svg class="icon icon-envelope"></svg></a> <a class="button" href="tel:+441134960777">Call</a> <a href="https://www.linkedin.com/in/example"><svg class="icon icon-linkedin"></svg></a></div><p>Ruth advises families on separation, children and finances, and has led the family team since 2019.</p></section></main>`,
    );
    expect(
      rowsFor(
        'name, email and phone of this solicitor',
        html,
        'https://lawfirm.example/people/ruth-okafor',
      ),
    ).toEqual([
      expect.objectContaining({
        name: 'Ruth Okafor',
        email: 'r.okafor@lawfirm.example',
        phone: '+441134960777',
      }),
    ]);
  });

  it("a venue's page: the telephone link shows the number as the venue writes it", () => {
    const html = site(
      '',
      `<main><article><h1>The Corn Exchange</h1><p>A Victorian market hall with shops, a café and an events space under its dome.</p><h2>Visit</h2><p>Telephone: <a href="tel:01132340363">0113 234 0363</a></p><p>Open daily from 10am.</p></article></main>`,
    );
    expect(
      rowsFor('name and phone of this venue', html, 'https://venues.example/corn-exchange'),
    ).toEqual([{ name: 'The Corn Exchange', phone: '0113 234 0363' }]);
  });

  it("gives no e-mail from the site's footer on a page that shows none of its own", () => {
    const html = site(
      '',
      `<main><section class="profile"><h1>Sam Reed</h1><p class="position">Trainee Solicitor</p><p>Sam joined the firm in 2025 after graduating from Leeds.</p></section></main>`,
    ).replace(
      '</footer>',
      '<a href="mailto:info@lawfirm.example">info@lawfirm.example</a></footer>',
    );
    const [row] = rowsFor(
      'name and email of this person',
      html,
      'https://lawfirm.example/people/sam-reed',
    ) as Record<string, unknown>[];
    expect(row?.name).toBe('Sam Reed');
    expect(row?.email ?? null).toBeNull();
  });
});
