/**
 * What is wrong with the passwords as typed, field by field, and what still keeps the main
 * button disabled. Empty fields are not errors while they are being filled in: they block.
 */
const MAX_PASSWORD_LENGTH = 128;

type Problem = 'mismatch' | 'sameAsUser' | 'tooLong';
type Blocker = 'setPassword' | 'confirmFirst';

export interface PasswordProblems {
  userPassword?: Problem;
  confirmation?: Problem;
  ownerPassword?: Problem;
  /** What the visitor still has to do (or undefined when the passwords are complete and valid). */
  blocker?: Blocker | Problem;
}

/** The three passwords as typed: the open one, its second typing, the permissions one. */
export interface Passwords {
  userPassword: string;
  confirmation: string;
  ownerPassword: string;
}

export function passwordProblems({ userPassword, confirmation, ownerPassword }: Passwords): PasswordProblems {
  const problems: PasswordProblems = {};
  if (userPassword.length > MAX_PASSWORD_LENGTH) problems.userPassword = 'tooLong';
  // Judged once the second typing is as long as the first: a half-typed one is not yet wrong.
  if (confirmation && confirmation !== userPassword && confirmation.length >= userPassword.length) problems.confirmation = 'mismatch';
  if (ownerPassword.length > MAX_PASSWORD_LENGTH) problems.ownerPassword = 'tooLong';
  else if (ownerPassword && ownerPassword === userPassword) problems.ownerPassword = 'sameAsUser';

  const firstProblem = problems.userPassword ?? problems.confirmation ?? problems.ownerPassword;
  problems.blocker = !userPassword ? 'setPassword' : (firstProblem ?? (confirmation !== userPassword ? 'confirmFirst' : undefined));
  return problems;
}
