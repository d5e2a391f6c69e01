import { unseenRows } from './unseen-rows.mjs';

describe('unseenRows', () => {
  it('keeps the held-out queries no open set holds, each once', () => {
    const rows = [
      { set: 'tuning', query: 'ssl certificate' },
      { set: 'heldout', query: 'SSL certificate ' },
      { set: 'heldout', query: 'resize the server' },
      { set: 'heldout-b', query: 'resize the server' },
      { set: 'heldout-b', query: 'who holds the lock' },
    ];
    expect(unseenRows(rows, ['heldout', 'heldout-b'])).toEqual([rows[2], rows[4]]);
  });
});
