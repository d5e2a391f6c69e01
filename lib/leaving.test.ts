import { watchLeaving } from './leaving';

describe('watchLeaving', () => {
  it('hears the page start to leave (beforeunload), and only that', () => {
    const page = new EventTarget();
    const leaving = watchLeaving(page);
    page.dispatchEvent(new Event('pagehide'));
    page.dispatchEvent(new Event('visibilitychange'));
    expect(leaving.started).toBe(false);
    page.dispatchEvent(new Event('beforeunload'));
    expect(leaving.started).toBe(true);
  });

  it('stops listening when the work ends: a later leaving is not its own', () => {
    const page = new EventTarget();
    const leaving = watchLeaving(page);
    leaving.stop();
    page.dispatchEvent(new Event('beforeunload'));
    expect(leaving.started).toBe(false);
  });

  it('leaves no listener behind (a beforeunload listener costs the page its back/forward cache)', () => {
    const page = new EventTarget();
    const add = jest.spyOn(page, 'addEventListener');
    const remove = jest.spyOn(page, 'removeEventListener');
    watchLeaving(page).stop();
    expect(add).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith(add.mock.calls[0][0], add.mock.calls[0][1]);
  });

  it('each piece of work listens for itself', () => {
    const page = new EventTarget();
    const ended = watchLeaving(page);
    const running = watchLeaving(page);
    ended.stop();
    page.dispatchEvent(new Event('beforeunload'));
    expect([ended.started, running.started]).toEqual([false, true]);
  });
});

describe('warn', () => {
  it('passes a failure on while the page stays, and says nothing once it leaves', () => {
    const page = new EventTarget();
    const log = jest.fn();
    const { warn } = watchLeaving(page, log);
    const error = new TypeError('NetworkError when attempting to fetch resource.');
    warn('API health check failed', error);
    page.dispatchEvent(new Event('beforeunload'));
    warn('Database health check failed', error);
    expect(log.mock.calls).toEqual([['API health check failed', error]]);
  });
});
