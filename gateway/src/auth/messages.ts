/** What sign-in tells people, in Spanish and English (SPEC §1). 'Authentication failed' is SPEC §5's. */
export const authMessages = {
  AUTHENTICATION_FAILED: "Authentication failed",
  EMAIL_TAKEN:
    "Ya existe una cuenta con este correo: inicia sesión o restablece tu contraseña. / An account with this e-mail already exists: sign in or reset your password.",
  INVALID_EMAIL: "Escribe un correo electrónico válido. / Enter a valid e-mail address.",
  WEAK_PASSWORD: "La contraseña debe tener entre 8 y 128 caracteres. / The password must have 8 to 128 characters.",
  INVALID_NAME: "El nombre es demasiado largo. / The name is too long.",
  INVALID_REDIRECT: "La ruta de regreso debe ser una ruta de esta tienda, como /account. / redirectPath must be a path of this shop, such as /account.",
  SIGN_IN_REQUIRED: "Inicia sesión para continuar. / Sign in to continue.",
  SESSION_ENDED: "Tu sesión terminó: vuelve a iniciar sesión. / Your session has ended: please sign in again.",
  PROVIDER_UNAVAILABLE:
    "El servicio de inicio de sesión no responde. Inténtalo de nuevo en un momento. / The sign-in service is not answering. Please try again in a moment.",
  TOO_MANY_ATTEMPTS:
    "Demasiados intentos: espera un momento y vuelve a intentarlo. / Too many attempts: wait a moment and try again.",
} as const
