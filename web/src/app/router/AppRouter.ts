/**
 * The app's navigation state, for react-router's declarative <Router> (RouterView.tsx). The data
 * router (createBrowserRouter) did this for us at 30.5 KB gzipped, against 14.0 KB for the
 * declarative API: more than a tenth of a share page's first JavaScript. What we used it for is
 * here, on react-router's own history:
 * - Before a location shows, `prepare` runs (the session check) and every route newly entered
 *   starts its `preload` (a page's code and translations, a share's data); the navigation waits
 *   for what they answer, as the data router waited for loaders and lazy routes, so the next page
 *   renders at once while the one on screen stays. A route whose params did not change is not
 *   preloaded again.
 * - Whether a navigation is under way (the progress bar), with the view's transition.
 * - Blockers that hold a navigation for the user to confirm (unsaved changes), in-app links and the
 *   browser's back and forward buttons alike.
 */
import {
  matchRoutes,
  parsePath,
  type Location,
  type Navigator,
  type NavigationType,
  type RouteMatch,
  type RouteObject,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router';
import {
  UNBLOCKED,
  type BlockerState,
  type BlockingRouter,
  type NavigationBlocker,
} from '../../components/useNavigationBlocker';

export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** What a route may carry in its `handle`. */
export interface RouteHandle {
  /** The page title: a key in the common namespace, e.g. 'titles.upload'. */
  titleKey?: string;
  /**
   * Starts what the route will need, when it is entered or its params change; the navigation waits
   * for the promise it answers, if any (its failure is the page's to show). `location` is the one
   * about to show, as useLocation() will give it to the page.
   */
  preload?: (
    params: Readonly<Record<string, string | undefined>>,
    location: Location,
  ) => Promise<unknown> | void;
}

export interface RouterStatus {
  /** A navigation is waiting for its preparation and preloads. */
  preparing: boolean;
  blocker: BlockerState;
}

export interface AppRouterOptions {
  routes: RouteObject[];
  /** Created with `v5Compat: true`, so that pushes and replaces are heard as well as pops. */
  history: History;
  /** Before a location shows; a promise holds the navigation until it settles. */
  prepare?: (location: Location) => Promise<unknown> | undefined;
}

export class AppRouter implements BlockingRouter {
  readonly routes: RouteObject[];
  /** The location shown (once `ready`), and how it was reached. */
  state: { location: Location; historyAction: NavigationType };
  /** Whether the first location has been prepared and shown. */
  ready = false;
  private status: RouterStatus = { preparing: false, blocker: UNBLOCKED };
  private readonly listeners = new Set<() => void>();
  private readonly blockers = new Set<NavigationBlocker>();
  /** The routes of the location last asked for (the one a new navigation leaves, shown or still preparing). */
  private targetMatches: RouteMatch[] = [];
  private navigation = 0;
  /** A pop we cause ourselves (undoing a blocked one), not to be handled. */
  private ignoreNextPop = false;
  /** A navigation the user confirmed: blockers are not asked again. */
  private confirmed = false;

  readonly navigator: Navigator;

  constructor(private readonly o: AppRouterOptions) {
    this.routes = o.routes;
    const { history } = o;
    this.state = { location: history.location, historyAction: history.action };
    this.navigator = {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state) => this.unlessBlocked(to, () => history.push(to, state)),
      replace: (to, state) => this.unlessBlocked(to, () => history.replace(to, state)),
    };
    history.listen(({ action, location, delta }) => {
      if (action === 'POP') this.onPop(location, delta);
      else this.show(location, action);
    });
    this.show(history.location, history.action);
  }

  /** For programmatic navigation and tests: a path, or a step through the history. */
  navigate(to: To | number, options: { replace?: boolean; state?: unknown } = {}): Promise<void> {
    if (typeof to === 'number') this.navigator.go(to);
    else if (options.replace) this.navigator.replace(to, options.state);
    else this.navigator.push(to, options.state);
    return Promise.resolve();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): RouterStatus => this.status;

  /** Adds a blocker; the answer removes it. */
  block(blocker: NavigationBlocker): () => void {
    this.blockers.add(blocker);
    return () => {
      this.blockers.delete(blocker);
      if (this.blockers.size === 0) this.setBlocker(UNBLOCKED);
    };
  }

  /** The handles of the routes `location` matches, outermost first. */
  handlesAt(location: Location): RouteHandle[] {
    return (matchRoutes(this.routes, location) ?? []).map(
      (match) => (match.route.handle ?? {}) as RouteHandle,
    );
  }

  private unlessBlocked(to: To, navigate: () => void): void {
    const next = typeof to === 'string' ? parsePath(to) : to;
    const nextLocation = { ...this.state.location, hash: '', search: '', ...next } as Location;
    if (!this.isBlocked(nextLocation)) return navigate();
    this.holdFor(navigate);
  }

  private onPop(location: Location, delta: number | null): void {
    if (this.ignoreNextPop) {
      this.ignoreNextPop = false;
      return;
    }
    if (delta && this.isBlocked(location)) {
      // The browser has moved already: step back to where we were until the user decides.
      this.ignoreNextPop = true;
      this.o.history.go(-delta);
      this.holdFor(() => {
        // The same pop again, which the blockers have already been asked about.
        this.confirmed = true;
        this.o.history.go(delta);
      });
      return;
    }
    this.show(location, 'POP' as NavigationType);
  }

  private isBlocked(nextLocation: Location): boolean {
    if (this.confirmed) {
      this.confirmed = false;
      return false;
    }
    const currentLocation = this.state.location;
    return [...this.blockers].some((blocker) => blocker({ currentLocation, nextLocation }));
  }

  private holdFor(navigate: () => void): void {
    this.setBlocker({
      state: 'blocked',
      proceed: () => {
        this.setBlocker(UNBLOCKED);
        navigate();
      },
      reset: () => this.setBlocker(UNBLOCKED),
    });
  }

  private show(location: Location, action: NavigationType): void {
    const navigation = ++this.navigation;
    const matches = matchRoutes(this.routes, location) ?? [];
    const waits = this.preload(this.targetMatches, matches, location);
    this.targetMatches = matches;
    const preparing = this.o.prepare?.(location);
    if (preparing) waits.push(preparing);
    if (waits.length === 0) return this.commit(location, action);
    this.setStatus({ ...this.status, preparing: true });
    void Promise.allSettled(waits).then(() => {
      // A later navigation replaced this one.
      if (navigation !== this.navigation) return;
      this.status = { ...this.status, preparing: false };
      this.commit(location, action);
    });
  }

  /** Starts the preload of each route entered, or whose params change; answers what to wait for. */
  private preload(
    previous: RouteMatch[],
    next: RouteMatch[],
    location: Location,
  ): Promise<unknown>[] {
    const before = new Map(previous.map((match) => [match.route, match.pathname]));
    const waits: Promise<unknown>[] = [];
    for (const match of next) {
      const preload = (match.route.handle as RouteHandle | undefined)?.preload;
      if (!preload || before.get(match.route) === match.pathname) continue;
      const wait = preload(match.params, location);
      if (wait) waits.push(wait);
    }
    return waits;
  }

  private commit(location: Location, action: NavigationType): void {
    this.state = { location, historyAction: action };
    this.ready = true;
    this.notify();
  }

  private setBlocker(blocker: BlockerState): void {
    if (blocker === this.status.blocker) return;
    this.setStatus({ ...this.status, blocker });
  }

  private setStatus(status: RouterStatus): void {
    this.status = status;
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
