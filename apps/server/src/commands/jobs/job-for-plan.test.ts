import { analysePage, parseRequest, plan as planPage } from '@gleaner/agent';
import { describe, expect, it } from 'vitest';
import { jobFor, UnrunnablePlanError } from './job-for-plan.js';

const url = 'https://shop.example/tools';
const html = `<html><body><ul class="grid">${['Hammer', 'Saw', 'Drill']
  .map(
    (name, i) =>
      `<li class="card"><h3><a href="/p/${i}">${name}</a></h3><span class="price">$${i + 5}.00</span></li>`,
  )
  .join('')}</ul></body></html>`;
const planned = () =>
  planPage(
    { ...parseRequest('every tool with name and price'), url },
    analysePage(html, url),
    html,
    url,
  );

describe('jobFor', () => {
  it('makes the job a plan runs', () => {
    const { plan, expected } = jobFor(planned());
    expect(plan.recordSpec?.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['name', 'price']),
    );
    expect(expected).toMatchObject({ lists: 1, recordsPerPage: 3 });
  });

  it('says plainly why a plan past a job limit cannot run, instead of failing later', () => {
    const plan = planned();
    const first = plan.recordSpec?.fields[0];
    if (!first) throw new Error('no field planned');
    first.pattern = `^(?:${'[Aa]'.repeat(120)})?(.+)$`;
    let thrown: unknown;
    try {
      jobFor(plan);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnrunnablePlanError);
    expect(thrown).toMatchObject({ statusCode: 422 });
    expect((thrown as Error).message).toMatch(
      /cannot run as a job \(recordSpec\.fields\.0\.pattern: .*\)\. Name the fields you want/,
    );
  });
});
