/** Service worker states and the update flow, over a fake registration. */
import { describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING, ServiceWorkerController, type WorkerContainer } from './serviceWorker';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(async () => undefined);

  /** A new worker starts installing, as the browser announces it. */
  startInstall(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }

  /** Moves `worker` to `state` and into the slot the browser would put it in. */
  move(worker: FakeWorker, state: ServiceWorkerState) {
    for (const slot of ['installing', 'waiting', 'active'] as const)
      if (this[slot] === worker) this[slot] = null;
    if (state === 'installed') this.waiting = worker;
    if (state === 'activating' || state === 'activated') this.active = worker;
    worker.state = state;
    worker.dispatchEvent(new Event('statechange'));
  }
}

class FakeContainer extends EventTarget {
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
}

function setup(canCheckForUpdate = () => true) {
  const container = new FakeContainer();
  const reload = vi.fn();
  const controller = new ServiceWorkerController(container as unknown as WorkerContainer, {
    reload,
    canCheckForUpdate,
  });
  return { container, registration: container.registration, reload, controller };
}

describe('ServiceWorkerController', () => {
  it('stays unknown where the browser has no service workers', async () => {
    const controller = new ServiceWorkerController(undefined);
    await controller.register();
    controller.check();
    expect(controller.getSnapshot()).toEqual({ status: 'unknown', isUpdateReady: false });
  });

  it('stays unknown when registration fails', async () => {
    const { container, controller } = setup();
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await controller.register();
    expect(controller.getSnapshot().status).toBe('unknown');
  });

  it('follows the first worker from installing to active, without an update prompt or reload', async () => {
    const { container, registration, controller, reload } = setup();
    const worker = new FakeWorker();
    registration.installing = worker;
    await controller.register();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(controller.getSnapshot()).toEqual({ status: 'installing', isUpdateReady: false });

    registration.move(worker, 'activated');
    container.dispatchEvent(new Event('controllerchange'));
    expect(controller.getSnapshot()).toEqual({ status: 'active', isUpdateReady: false });
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a waiting update, activates it on Update and reloads once it controls the page', async () => {
    const { container, registration, controller, reload } = setup();
    registration.active = new FakeWorker();
    await controller.register();
    const next = registration.startInstall();
    expect(controller.getSnapshot().status).toBe('installing');

    registration.move(next, 'installed');
    expect(controller.getSnapshot()).toEqual({ status: 'waiting', isUpdateReady: true });

    controller.applyUpdate();
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    registration.move(next, 'activated');
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot()).toEqual({ status: 'active', isUpdateReady: false });
  });

  it('reports redundant when the only worker fails to install', async () => {
    const { registration, controller } = setup();
    const worker = new FakeWorker();
    registration.installing = worker;
    await controller.register();
    registration.move(worker, 'redundant');
    expect(controller.getSnapshot().status).toBe('redundant');
  });

  it('checks for a new version only while active and worth it', async () => {
    let worthIt = true;
    const { registration, controller } = setup(() => worthIt);
    registration.active = new FakeWorker();
    await controller.register();
    controller.check();
    expect(registration.update).toHaveBeenCalledTimes(1);

    worthIt = false;
    controller.check();
    expect(registration.update).toHaveBeenCalledTimes(1);

    worthIt = true;
    registration.move(registration.startInstall(), 'installed');
    controller.check();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('notices a state change on its periodic check even without an event', async () => {
    const { registration, controller } = setup();
    await controller.register();
    expect(controller.getSnapshot().status).toBe('unknown');
    registration.active = new FakeWorker();
    controller.check();
    expect(controller.getSnapshot().status).toBe('active');
  });
});
