import { ACCOUNT_TYPES_BY_LOGIN_TYPE, LOGIN_MODE_MAPPING, LOGIN_TYPE_CODES, type LoginType } from '@toolhub/contracts';

/** The login type a host account mode stands for (spec §9 "Login mode mapping"). */
export function loginTypeFromMode(mode: number, hasNativeBridge: boolean): LoginType {
  const mapping = hasNativeBridge ? LOGIN_MODE_MAPPING.withNativeBridge : LOGIN_MODE_MAPPING.withoutNativeBridge;
  return (mapping.modes as Partial<Record<number, LoginType>>)[mode] ?? mapping.otherwise;
}

/** Account and token types the backend expects for a login type (spec §9). */
export function accountTypesOf(loginType: LoginType): { accountType: number; tokenType: number } {
  return ACCOUNT_TYPES_BY_LOGIN_TYPE[loginType];
}

/** Logged in means the login type code is neither 0 (not logged in) nor -1 (undefined). */
export function isLoggedInType(type: number): boolean {
  return type !== LOGIN_TYPE_CODES.none && type !== LOGIN_TYPE_CODES.undefined;
}
