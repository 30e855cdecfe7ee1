/** A labelled progress bar whose colour follows the outcome (uploads, explorer tasks). */
export type ProgressTone = 'active' | 'done' | 'failed' | 'idle';

const tones: Record<ProgressTone, string> = {
  active: 'bg-blue-600 dark:bg-blue-400',
  done: 'bg-green-600 dark:bg-green-400',
  failed: 'bg-red-600 dark:bg-red-400',
  idle: 'bg-gray-400 dark:bg-gray-500',
};

export function ProgressBar({
  percent,
  label,
  tone,
}: {
  percent: number;
  label: string;
  tone: ProgressTone;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
    >
      <div
        className={`h-full rounded-full transition-[width] duration-300 ${tones[tone]}`}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
