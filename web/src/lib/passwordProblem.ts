/** Why a protected share's password was not accepted, and how that reads above the field. */

/** Refused as wrong, refused for too many tries, or another failure with the server's message. */
export type PasswordProblem = 'wrong' | 'tooMany' | { message: string };

export interface PasswordProblemTexts {
  wrong: string;
  tooMany: string;
  /** When the failure carries no message of its own. */
  failed: string;
}

export function passwordProblemText(
  problem: PasswordProblem | undefined,
  texts: PasswordProblemTexts,
): string | undefined {
  if (!problem) return undefined;
  if (problem === 'wrong') return texts.wrong;
  if (problem === 'tooMany') return texts.tooMany;
  return problem.message || texts.failed;
}
