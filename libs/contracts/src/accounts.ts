/** An admin password has at least 6 characters: when staff add an admin or change a password, and ADMIN_PASSWORD. */
export const MIN_ADMIN_PASSWORD_LENGTH = 6;
