/**
 * Heights a preview's content takes while its container is in fullscreen (Tailwind's arbitrary
 * variant on any fullscreen ancestor): the screen less the container's toolbar and padding.
 */
export const fullscreenHeight = '[:fullscreen_&]:h-[calc(100dvh-8rem)]';
export const fullscreenMaxHeight = '[:fullscreen_&]:max-h-[calc(100dvh-8rem)]';

/** The container itself in fullscreen: opaque, padded, scrolling what is taller than the screen. */
export const fullscreenContainer =
  '[&:fullscreen]:overflow-auto [&:fullscreen]:bg-white [&:fullscreen]:p-4 dark:[&:fullscreen]:bg-gray-950';
