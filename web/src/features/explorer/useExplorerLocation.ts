/**
 * The URL is the explorer's state: the path names the folder, `?preview=` the file shown
 * over it. Opening a preview pushes a history entry, so Back closes it; closing it ourselves goes
 * back to that entry when we made it, instead of stacking another one.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useMemo } from 'react';
import { useLocation, useNavigate, type To } from 'react-router';
import {
  folderHref,
  parentPath,
  pathFromPathname,
  PREVIEW_PARAM,
  previewSearch,
} from './explorerPath';

interface PreviewHistoryState {
  explorerPreview?: boolean;
}

export interface ItemTarget {
  to: To;
  state?: PreviewHistoryState;
}

export function useExplorerLocation() {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search } = location;
  const state = location.state as PreviewHistoryState | null;
  const openedHere = state?.explorerPreview === true;

  return useMemo(() => {
    const path = pathFromPathname(pathname);
    const preview = new URLSearchParams(search).get(PREVIEW_PARAM) || null;
    /** Where an item leads: a folder opens, a file opens its preview over this folder. */
    const targetOf = (item: FsItem): ItemTarget =>
      item.isDirectory
        ? { to: folderHref(item.path) }
        : {
            to: { pathname, search: previewSearch(item.name) },
            state: { explorerPreview: true },
          };
    return {
      path,
      preview,
      targetOf,
      open(item: FsItem) {
        const target = targetOf(item);
        void navigate(target.to, { state: target.state });
      },
      /**
       * An entry found elsewhere (search): a folder opens, a file previews over its folder, and
       * closing that preview leaves the user in the file's folder (Back returns to where they were).
       */
      reveal(item: FsItem) {
        if (item.isDirectory) void navigate(folderHref(item.path));
        else
          void navigate({
            pathname: folderHref(parentPath(item.path)),
            search: previewSearch(item.name),
          });
      },
      /** Another file of the folder (previous/next image) without growing the history. */
      showPreview(name: string) {
        void navigate({ pathname, search: previewSearch(name) }, { replace: true, state });
      },
      closePreview() {
        if (openedHere) void navigate(-1);
        else void navigate({ pathname }, { replace: true });
      },
    };
  }, [pathname, search, state, openedHere, navigate]);
}

export type ExplorerLocation = ReturnType<typeof useExplorerLocation>;
