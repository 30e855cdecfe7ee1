/**
 * The lightbox stage's pointer gestures: the wheel zooms, one pointer drags the picture, two
 * pointers pinch (their distance's change is the zoom). Listeners are native so the wheel can be
 * kept from scrolling the page behind.
 */
import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { clampScale, wheelFactor, zoomBy, type View } from './zoom';

type Point = { x: number; y: number };

function distance(points: Point[]): number {
  const [a, b] = points;
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

export function usePointerZoom(
  stageRef: RefObject<HTMLElement | null>,
  setView: Dispatch<SetStateAction<View>>,
): void {
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const pointers = new Map<number, Point>();
    let pinchStart = 0;

    function onWheel(event: WheelEvent) {
      event.preventDefault();
      setView((view) => zoomBy(view, wheelFactor(event.deltaY)));
    }
    function onDown(event: PointerEvent) {
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      pinchStart = distance([...pointers.values()]);
    }
    function onMove(event: PointerEvent) {
      const before = pointers.get(event.pointerId);
      if (!before) return;
      const now = { x: event.clientX, y: event.clientY };
      pointers.set(event.pointerId, now);
      if (pointers.size >= 2) {
        const spread = distance([...pointers.values()]);
        if (pinchStart > 0 && spread > 0) {
          const factor = spread / pinchStart;
          setView((view) => ({ ...view, scale: clampScale(view.scale * factor) }));
        }
        pinchStart = spread;
      } else {
        setView((view) => ({
          ...view,
          x: view.x + now.x - before.x,
          y: view.y + now.y - before.y,
        }));
      }
    }
    function onUp(event: PointerEvent) {
      pointers.delete(event.pointerId);
      pinchStart = distance([...pointers.values()]);
    }

    stage.addEventListener('wheel', onWheel, { passive: false });
    stage.addEventListener('pointerdown', onDown);
    stage.addEventListener('pointermove', onMove);
    stage.addEventListener('pointerup', onUp);
    stage.addEventListener('pointercancel', onUp);
    return () => {
      stage.removeEventListener('wheel', onWheel);
      stage.removeEventListener('pointerdown', onDown);
      stage.removeEventListener('pointermove', onMove);
      stage.removeEventListener('pointerup', onUp);
      stage.removeEventListener('pointercancel', onUp);
    };
  }, [stageRef, setView]);
}
