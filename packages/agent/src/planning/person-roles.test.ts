/**
 * A person's role is the short line under their name: classed by a word of its own ("title",
 * "job"), or by none beside the name. On a job card the title itself is the role. Pages written
 * here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const speakers = [
  ['Amira Haddad', 'Chief Technology Officer, Fernbank'],
  ['Tomasz Nowak', 'Principal Engineer'],
  ['Grace Liu', 'Head of Research, Northwind Labs'],
];

describe("a person's role on a card", () => {
  it("a conference's speakers: the role in a span classed 'title' under the name", () => {
    const html = page(
      `<section class="speakers">${speakers
        .map(
          ([name, role], index) =>
            `<article class="speaker"><img src="/s/${index}.jpg" alt=""><h4>${name}</h4><span class="title">${role}</span><a href="/talks/${index}">See talk</a></article>`,
        )
        .join('')}</section>`,
    );
    expect(rowsFor('speakers with name and role', html, 'https://conf.example/')).toEqual(
      speakers.map(([name, role]): unknown => expect.objectContaining({ name, role })),
    );
  });

  it("a charity's trustees: the position on the line after a bold name", () => {
    const trustees = [
      ['Margaret Ellis', 'Chair'],
      ['Daniel Osei', 'Treasurer'],
      ['Ruth Byrne', 'Secretary'],
    ];
    const html = page(
      `<ul class="trustees">${trustees
        .map(([name, role]) => `<li><strong>${name}</strong><br>${role}</li>`)
        .join('')}</ul>`,
    );
    expect(
      rowsFor('trustees with name and position', html, 'https://charity.example/about'),
    ).toEqual(
      trustees.map(([name, position]): unknown => expect.objectContaining({ name, position })),
    );
  });

  it("a studio's team: the job title in a div classed 'job' inside the card's link", () => {
    const html = page(
      `<div class="grid">${speakers
        .map(
          ([name, role], index) =>
            `<a class="card" href="/people/${index}"><div class="card__name">${name}</div><div class="card__job">${role}</div></a>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('team members with name and job title', html, 'https://studio.example/team'),
    ).toEqual(
      speakers.map(([name, role]): unknown => expect.objectContaining({ name, job_title: role })),
    );
  });

  it("keeps a job card's title as its role, not its company or place", () => {
    const jobs = [
      ['Operations Manager', 'Acme Ltd', 'Manchester'],
      ['Warehouse Lead', 'Blue Fox', 'Leeds'],
      ['Fleet Coordinator', 'Northwind', 'York'],
    ];
    const html = page(
      `<ul class="jobs">${jobs
        .map(
          ([title, company, place], index) =>
            `<li class="job-card"><h2><a href="/job/${index}">${title}</a></h2><div class="company">${company}</div><div class="place">${place}</div></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('jobs with role and company', html, 'https://jobs.example/')).toEqual(
      jobs.map(([role, company]): unknown => expect.objectContaining({ role, company })),
    );
  });
});
