/** Record ids: random UUIDs (not guessable, no coordination between instances). */
import { randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();
