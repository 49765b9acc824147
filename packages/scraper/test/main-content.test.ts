import { describe, expect, it } from 'vitest';
import { extractMainContent } from '../src/index.js';
import { fixture } from './fixtures.js';

const URL = 'https://news.example/2026/10/record-harvest';
const news = () => extractMainContent(fixture('content/news-article.html'), URL);

describe('main content: boilerplate kept out of the article', () => {
  it('keeps the title and date as metadata and out of the body', () => {
    const content = news();
    expect(content?.title).toBe('Volunteers glean a record harvest');
    expect(content?.text).not.toContain('Volunteers glean a record harvest');
    expect(content?.text).not.toContain('Published October 4');
    expect(content?.text).not.toContain('By Jo Field');
    expect(content?.markdown).not.toMatch(/^#+ Volunteers glean/m);
    expect(content?.text.startsWith('More than two hundred volunteers')).toBe(true);
  });

  it('drops menus, share buttons, related stories, the newsletter box and ad labels', () => {
    const text = news()?.text ?? '';
    for (const boilerplate of [
      'Sport',
      'Farming',
      'Share on Facebook',
      'Next story',
      'Related stories',
      'Food bank opens a second branch',
      'newsletter',
      'Advertisement',
      'Copyright',
    ]) {
      expect(text).not.toContain(boilerplate);
    }
  });

  it('keeps a quoted tweet where the writer put it', () => {
    const text = news()?.text ?? '';
    const tweet = text.indexOf('Forty crates of potatoes for the food bank today');
    expect(tweet).toBeGreaterThan(text.indexOf('one potato in ten'));
    expect(tweet).toBeLessThan(text.indexOf('three kinds of potato'));
    expect(news()?.markdown).toContain('> Forty crates of potatoes for the food bank today.');
  });

  it('drops a caption carrying a photo credit but keeps a plain caption', () => {
    const text = news()?.text ?? '';
    expect(text).not.toContain('Getty Images');
    expect(text).not.toContain('Gleaners at work in the north field');
    expect(text).toContain("Crates waiting for the food bank's van.");
    expect(text).not.toMatch(/^Photo$/m);
  });

  it("drops the writer's bio and contact line at the end", () => {
    const text = news()?.text ?? '';
    expect(text).not.toContain('is a reporter for the Courier');
    expect(text).not.toContain('jo.field@courier.example');
    expect(text.endsWith('from the schools in the valley.')).toBe(true);
  });

  it('keeps block boundaries in the plain text', () => {
    const text = news()?.text ?? '';
    expect(text).toContain('three kinds of potato:\n\nMaris Piper\nKing Edward\nCharlotte\n\n');
    expect(text).toContain('in a single day.\n\nThe farm’s owner'.replace('’', "'"));
    expect(news()?.markdown).toContain('-   Maris Piper\n-   King Edward');
  });

  it('drops a comment section but keeps reviews whose class says "comment"', () => {
    const review = (text: string) =>
      `<div class="review"><p class="review-comment-body">${text}</p></div>`;
    const html = `<html><head><title>Reviews</title></head><body><main>
      <p>${'Guests describe the tasting menu, the service and the wine list in detail. '.repeat(4)}</p>
      ${review('The five course menu was superb and the sommelier chose every glass with care.')}
      ${review('Service was attentive without hovering, and the dessert trolley is worth the trip.')}
      ${review('We waited twenty minutes past our booking, but the kitchen made up for it.')}
      <div class="comments-content"><h3>2 comments</h3><p>First! Who else is reading this at night?</p>
      <p>Leave a reply</p></div>
    </main></body></html>`;
    const text = extractMainContent(html, 'https://food.example/reviews')?.text ?? '';
    expect(text).toContain('the sommelier chose every glass with care');
    expect(text).toContain('the kitchen made up for it');
    expect(text).not.toContain('Who else is reading');
  });

  it('keeps lists of whole-sentence links and of written-out addresses', () => {
    const html = `<html><head><title>Sources</title></head><body><article>
      <p>${'Our measurements used public tools and their documentation. '.repeat(8)}</p>
      <p>Further notes follow each link below, with the date we read it.</p>
      <ul>
        <li><a href="https://a.example/1">How the inspector protocol reports heap snapshots</a></li>
        <li><a href="https://a.example/2">Why flame graphs show where the time goes in a server</a></li>
        <li><a href="https://a.example/3">What the profiler in the browser measures and what it does not</a></li>
      </ul>
      <ul>
        <li><a href="https://b.example/docs">https://b.example/docs</a></li>
        <li><a href="https://c.example/api">https://c.example/api</a></li>
        <li><a href="https://d.example/faq">https://d.example/faq</a></li>
      </ul>
    </article></body></html>`;
    const text = extractMainContent(html, 'https://blog.example/sources')?.text ?? '';
    expect(text).toContain('Why flame graphs show where the time goes');
    expect(text).toContain('https://c.example/api');
  });
});
