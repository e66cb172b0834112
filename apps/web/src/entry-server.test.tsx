import { type TServerRenderInput, tagEndpoints, tagListQuery } from '@newsroom/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFirstScreen } from './entry-server';
import { testUser } from './test/stub-api';

const ADMIN = testUser('super_admin');

const input = (answers: TServerRenderInput['answers']): TServerRenderInput => ({
  href: 'http://localhost/cms/content/tags/en',
  user: ADMIN,
  answers,
  environment: {
    timeZone: 'UTC',
    locale: 'en-US',
    brand: 'newsroom',
    environment: 'test',
    supportEmail: '',
    cookie: 'language_code=en',
  },
});

const politics = {
  id: 7,
  name: 'Politics',
  locale: 'en',
  position: 1,
  dashboard: false,
  dashboard_position: null,
  version: 1,
};

afterEach(() => {
  vi.useRealTimers();
});

// The render bundle runs in Node; jsdom's window here changes nothing it reads.
describe('the server’s render of a first screen', () => {
  it('draws what the page answers and leaves the rest loading, without waiting for a retry', async () => {
    // The locales list retries a failed request after a second; here no timer runs but the
    // one a render may wait for, so a render that waited for the retry would never end.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const tags = { tags: [politics], count: 1 };
    let markup: string | undefined;
    let done = false;
    void renderFirstScreen(
      input([{ path: tagEndpoints.list.path, query: tagListQuery('en', '', 1), body: tags }]),
    ).then((html) => {
      markup = html;
      done = true;
    });
    // Runs what is due now, again and again, while the screen's code loads for real.
    while (!done) {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(markup).toContain('Politics');
    // The locale picker without its list shows the locale's code alone.
    expect(markup).toMatch(/value="en"/);
  });
});
