/**
 * A record that is only lines of text parted by breaks, with no heading, link or name class,
 * is named by its first line: a person reads "Dr Helen Marsh" over "Practice Lead" as the name.
 * A heading above the lines still names the record. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const staff = [
  ['Dr Helen Marsh', 'Practice Lead', 'Room 12'],
  ['Sam Reed', 'Hygienist', 'Room 4'],
  ['Priya Shah', 'Dental Nurse', 'Room 7'],
];

describe("a record's first line as its name", () => {
  it("a clinic's staff: a photo, then the name, the role and the room on lines", () => {
    const html = page(
      `<div class="staff">${staff
        .map(
          ([name, role, room], index) =>
            `<div class="person"><img src="/p/${index}.jpg" alt=""><div class="who">${name}<br>${role}<br>${room}</div></div>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('people with name and role', html, 'https://clinic.example/team')).toEqual(
      staff.map(([name, role]): unknown => expect.objectContaining({ name, role })),
    );
  });

  it('a list whose items are the lines themselves', () => {
    const html = page(
      `<ul class="staff">${staff.map(([name, role, room]) => `<li>${name}<br>${role}<br>${room}</li>`).join('')}</ul>`,
    );
    expect(rowsFor('people with name and role', html, 'https://clinic.example/team')).toEqual(
      staff.map(([name, role]): unknown => expect.objectContaining({ name, role })),
    );
  });

  it('keeps a heading above the lines as the name', () => {
    const html = page(
      `<div class="staff">${staff
        .map(
          ([name, role, room]) =>
            `<div class="person"><h3>${name}</h3><p>${role}<br>${room}</p></div>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('people with name and role', html, 'https://clinic.example/team')).toEqual(
      staff.map(([name, role]): unknown => expect.objectContaining({ name, role })),
    );
  });
});
