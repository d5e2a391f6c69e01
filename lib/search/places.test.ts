import { placesOf } from './places.ts';
import { DMT, found } from './test-pages.ts';

describe('places', () => {
  it('cuts a page into its top, its sections and its flag rows, a row ending with its table', () => {
    const [page] = found([DMT], ['deploy']);
    const places = placesOf(page);
    expect(places.map((p) => p.id)).toEqual([
      '',
      'deploy',
      'nuke',
      'db',
      'ssl',
      'nuke-option-all',
      'nuke-option-yes',
      'db-option-local-port',
    ]);
    const local = places.find((p) => p.id === 'db-option-local-port')!;
    expect(page.words.slice(local.start, local.end).join(' ')).toBe(
      '--local-port Local port the connection listens on.',
    );
    expect(places.find((p) => p.id === 'nuke-option-yes')!.title).toBe('--yes');
  });
});
