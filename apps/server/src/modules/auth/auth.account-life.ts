/**
 * docs/architecture.md 15.3 Account life, one policy for every call that finds an account by its address
 * or by a mailed link. An account is active or deactivated; only `PATCH /api/admin/users/{id}
 * { isActive: true }` by someone allowed to manage the member brings it back (members.admin.service).
 * Nothing here ever does: not an invitation, a registration, a reset, a sign-in or an e-mail link.
 * `is_admin` is set by no call at all (only the first administrator of an empty store has it).
 */
export interface AccountLife {
  isActive: boolean;
}

/** An account that signs in, receives links and may be changed through them. */
export function isAccountActive(account: AccountLife | null | undefined): account is AccountLife {
  return account?.isActive === true;
}

/**
 * What accepting a visitor invitation does with the account at the invited address:
 * - none: a new Visitor account of the invitation's group, with a mailed temporary password;
 * - an active one: nothing at all (group, role, `is_admin`, password and sessions stay); it is
 *   told to sign in as usual;
 * - a deactivated one: refused, the answer is the "Already Processed" page and nothing is recorded.
 */
export type InvitationAdmission = 'create-visitor' | 'leave-as-is' | 'refuse';

export function invitationAdmission(existing: AccountLife | null): InvitationAdmission {
  if (!existing) {
    return 'create-visitor';
  }
  return isAccountActive(existing) ? 'leave-as-is' : 'refuse';
}

/** Registration: the address of any account, active or deactivated, is in use (EMAIL_IN_USE). */
export function addressInUse(existing: AccountLife | null): boolean {
  return existing !== null;
}

/**
 * Password reset: a link is mailed to an active account only, and a link issued before the account
 * was deactivated sets no password (the public answers stay the same).
 */
export function mayResetPassword(account: AccountLife | null | undefined): account is AccountLife {
  return isAccountActive(account);
}
