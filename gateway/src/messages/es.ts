/** Spanish texts the gateway sends to shoppers (notices). English in en.ts, same keys. */
export const es = {
  COUPON_APPLIED: "Cupón aplicado correctamente",
  COUPON_NOT_VALID: (code: string) => `El cupón ${code} no es válido o ya no está vigente.`,
  PROMOTION_MIN_QUANTITY: (n: number) =>
    `Agrega al menos ${n} unidad(es) de los productos requeridos para esta promoción.`,
  PROMOTION_GIFT_IN_CART: "Ya tienes el regalo de esta promoción en tu carrito.",
  PROMOTION_REQUIRES_ENROLLMENT: (code: string) =>
    `La promoción ${code} es solo para quienes se inscriben como socios.`,
  PROMOTION_REQUIRES_LAST_ORDER: (code: string, days: number) =>
    `La promoción ${code} es para clientes con una compra en los últimos ${days} días.`,
  PROMOTION_REQUIRES_EARLIER_ORDER: (code: string, days: number) =>
    `La promoción ${code} es para clientes que nos compraron hace ${days} días o más.`,
  PROMOTION_REQUIRES_SIGN_IN: (code: string) => `Inicia sesión para usar la promoción ${code}.`,
  PROMOTION_FIRST_PURCHASE: (code: string) => `La promoción ${code} es solo para la primera compra.`,
}

export type NoticeTexts = typeof es

/** A field of a form in words, for error messages (the input's own name otherwise). */
export const esFields: Record<string, string> = {
  firstName: "el nombre",
  lastName: "el apellido",
  company: "la empresa",
  address1: "la dirección",
  address2: "el complemento de la dirección",
  city: "la ciudad",
  province: "el departamento o estado",
  postalCode: "el código postal",
  countryCode: "el país",
  phone: "el teléfono",
  email: "el correo electrónico",
  password: "la contraseña",
  search: "la búsqueda",
  query: "la búsqueda",
  quantity: "la cantidad",
  codes: "los códigos",
  metadata: "los datos adicionales",
  startOn: "la fecha de inicio",
  variantId: "el producto",
  regionId: "la región",
  shippingOptionId: "la opción de envío",
  paymentProviderId: "el medio de pago",
  id: "el identificador",
}

type Field = { field: string }

/**
 * The error catalogue in Spanish (docs/api.md lists it): one text per error a client can
 * get. English in en.ts with the same keys; messages/errors.ts gives each its code.
 */
export const esErrors = {
  NO_ACTIVE_CART: "No hay un carrito activo: agrega un producto para empezar uno nuevo.",
  NO_REGION_AVAILABLE: "No hay una región disponible para comprar.",
  NO_REGIONS_AVAILABLE: "No hay regiones disponibles para comprar.",
  INVALID_REGION: "La región no es válida.",
  NO_VARIANTS_PROVIDED: "Indica al menos un producto.",
  AUTHENTICATION_FAILED: "No pudimos iniciar tu sesión.",
  INVALID_CURRENT_PASSWORD:
    "La contraseña actual no es correcta: escríbela de nuevo o, si la olvidaste, pide un enlace en «¿Olvidaste tu contraseña?».",
  PASSWORD_NOT_SET: "Tu cuenta entra con Vitalia ID y no tiene contraseña en la tienda: cámbiala en Vitalia ID.",
  FAILED_TO_COMPLETE_CART: "No pudimos completar tu pedido. Revisa tu carrito e inténtalo de nuevo.",
  // Why a checkout was refused (extensions.reason), each naming the step that fixes it (docs/api.md).
  CHECKOUT_EMAIL_MISSING: "Falta tu correo electrónico: escríbelo en el paso de contacto y confirma de nuevo.",
  CHECKOUT_SHIPPING_ADDRESS_MISSING:
    "Falta la dirección de envío: complétala en el paso de contacto y dirección, y confirma de nuevo.",
  CHECKOUT_SHIPPING_METHOD_MISSING: "Elige cómo enviamos tu pedido en el paso de envío y confirma de nuevo.",
  CHECKOUT_PAYMENT_SESSION_MISSING: "Elige cómo pagar en el paso de pago y confirma de nuevo.",
  CHECKOUT_PAYMENT_DECLINED:
    "Tu banco no autorizó el pago: prueba con otra tarjeta u otro medio de pago en el paso de pago.",
  CHECKOUT_PAYMENT_ACTION_REQUIRED:
    "Tu banco pide una verificación más: complétala en el paso de pago y confirma de nuevo.",
  CHECKOUT_INSUFFICIENT_INVENTORY: ({ product, available }: { product: string; available: number | null }) =>
    available === null
      ? `Ya no hay suficientes unidades de ${product || "uno de tus productos"}: cambia la cantidad en tu carrito y confirma de nuevo.`
      : available > 0
        ? `Solo quedan ${available} unidad(es) de ${product}: cambia la cantidad en tu carrito y confirma de nuevo.`
        : `${product} se agotó: quítalo de tu carrito y confirma de nuevo.`,
  CHECKOUT_PROMOTION_NOT_ALLOWED: ({ codes, why }: { codes: string; why: string }) =>
    `Quitamos la promoción ${codes} de tu carrito: ${why} Revisa el nuevo total y confirma de nuevo.`,
  INSUFFICIENT_INVENTORY: ({ product, available }: { product: string; available: number | null }) =>
    available === null
      ? `No hay suficientes unidades de ${product}.`
      : available > 0
        ? `Solo quedan ${available} unidad(es) de ${product}.`
        : `${product} está agotado.`,
  SIGN_IN_REQUIRED: "Inicia sesión para continuar.",
  SESSION_ENDED: "Tu sesión terminó: vuelve a iniciar sesión.",
  API_KEY_INVALID:
    "La clave de API no es válida o fue revocada: crea una clave secreta nueva en el back-office (Ajustes → Claves de API).",
  ADMIN_SIGN_IN_REQUIRED: "Inicia sesión en el back-office para continuar: no hay una sesión abierta o ya terminó.",
  ADMIN_ONLY: "Solo el personal de la tienda puede usar el back-office: inicia sesión con una cuenta de personal.",
  CROSS_ORIGIN_WRITE: "Rechazamos un cambio enviado desde otro sitio: hazlo desde el back-office de la tienda.",
  FORBIDDEN: "No tienes permiso para hacer esto.",
  REAUTHENTICATION_REQUIRED:
    "Confirma que eres tú antes de cambiar un rol, quitar a alguien del personal o cerrar sesiones: escribe de nuevo tu contraseña (y el código de tu aplicación si tienes verificación en dos pasos) en POST /admin-api/auth/reauthenticate y envía la prueba en la cabecera x-vitalia-reauth; vale 5 minutos en esta sesión.",
  REAUTH_TOTP_CODE_REQUIRED:
    "Tienes verificación en dos pasos: escribe también el código de 6 cifras que muestra tu aplicación.",
  SESSION_NOT_FOUND: "Esa sesión no es tuya o ya terminó: vuelve a cargar la lista.",
  SESSIONS_CONFIRM_REQUIRED:
    "Para cerrar sesiones, confirma que eres tú: escribe tu contraseña actual o, si entras con Vitalia ID, vuelve a iniciar sesión y ciérralas en los 5 minutos siguientes.",
  SESSIONS_BROWSER_ONLY:
    "Solo un navegador puede cerrar sus otras sesiones; una aplicación cierra la suya con su token (logout).",
  AUTOLOGIN_BEARER_ONLY:
    "Solo una aplicación que entra con un token bearer puede crear un enlace de acceso; el navegador ya tiene su sesión.",
  STAFF_ROLE_FORBIDDEN: "Tu rol de personal no permite esta acción: pídesela a una persona propietaria de la tienda.",
  STAFF_REFUND_LIMIT: ({ limit }: { limit: number }) =>
    `Tu rol de personal puede reembolsar como máximo ${limit}: pide a una persona propietaria que haga este reembolso.`,
  STAFF_REFUND_LIMIT_LEFT: ({ limit, refunded, remaining }: { limit: number; refunded: number; remaining: number }) =>
    `Tu rol de personal puede reembolsar como máximo ${limit} por pedido y en este pedido ya se reembolsaron ${refunded}: ` +
    (remaining > 0
      ? `reembolsa ${remaining} o menos, o pide a una persona propietaria que haga este reembolso.`
      : "pide a una persona propietaria que haga este reembolso."),
  STAFF_NO_ROLE: "Tu cuenta aún no tiene un rol de personal: pide a una persona propietaria que te asigne uno.",
  TOTP_ENROLMENT_REQUIRED:
    "Activa la verificación en dos pasos (con una aplicación o una llave de seguridad) antes de continuar: todo el personal la necesita para usar la administración.",
  TOTP_CODE_INVALID:
    "El código de verificación no es válido o ya venció: escribe el código de 6 cifras que muestra tu aplicación.",
  TOTP_CODE_USED: "Ese código de verificación ya se usó: espera el siguiente código de tu aplicación y escríbelo.",
  TOTP_ALREADY_ENROLLED: "Ya tienes la verificación en dos pasos activada.",
  SECURITY_KEY_REFUSED:
    "No se aceptó esa llave de seguridad: usa una llave registrada en tu cuenta, o el código de tu aplicación, e inténtalo de nuevo.",
  SECURITY_KEY_SIGN_IN_EXPIRED:
    "Este intento de entrar ya no sirve (venció o se empezó otro): vuelve a escribir tu correo y contraseña.",
  SECURITY_KEY_NAME_INVALID: "Dale a la llave un nombre de 1 a 60 caracteres para reconocerla.",
  SECURITY_KEY_START_AGAIN: "El registro de la llave venció o ya se usó: pulsa de nuevo «Agregar llave de seguridad».",
  SECURITY_KEY_NOT_ACCEPTED:
    "No se aceptó la respuesta de la llave de seguridad: vuelve a intentarlo y toca la llave cuando el navegador lo pida.",
  SECURITY_KEY_ALREADY_ENROLLED: "Esa llave de seguridad ya está registrada: usa otra o quita esta primero.",
  SECURITY_KEY_NOT_FOUND: "No encontramos esa llave de seguridad entre las tuyas: recarga la página.",
  INVITE_INVALID: "La invitación no es válida o ya venció: pide a una persona propietaria que te envíe una nueva.",
  LAST_OWNER: "La tienda necesita al menos una persona propietaria.",
  NOT_FOUND: "No encontramos lo que buscas.",
  PRODUCT_NOT_FOUND: "No encontramos ese producto.",
  ORDER_NOT_FOUND: "No encontramos ese pedido.",
  ORDER_LINK_EXPIRED: "Este enlace al pedido ya venció: pide uno nuevo en «Encontrar mi pedido».",
  INVALID_ORDER_NUMBER: "Escribe el número de tu pedido.",
  ADDRESS_NOT_FOUND: "No encontramos esa dirección.",
  LINE_NOT_FOUND: "Ese producto ya no está en tu carrito.",
  PERSONAL_STORE_NOT_FOUND: "No encontramos esa tienda personal.",
  PARTNER_NOT_FOUND: "No encontramos a ese socio.",
  SUBSCRIPTION_NOT_FOUND: "No encontramos esa suscripción.",
  WISHLIST_ITEM_NOT_FOUND: "Ese producto no está en tus favoritos.",
  CONFLICT: "Algo cambió mientras tanto: vuelve a intentarlo.",
  EMAIL_TAKEN: "Ya existe una cuenta con este correo: inicia sesión o restablece tu contraseña.",
  INVALID_INPUT: "Revisa los datos: hay uno que no es válido.",
  INVALID_FIELD: ({ field }: Field) => `Revisa ${field}: el valor no es válido.`,
  REQUIRED: ({ field }: Field) => `Completa ${field}.`,
  TOO_LONG: ({ field, max }: Field & { max: number }) => `Revisa ${field}: admite como máximo ${max} caracteres.`,
  UNSAFE_TEXT: ({ field }: Field) => `Revisa ${field}: no puede llevar los signos < > ni caracteres de control.`,
  INVALID_EMAIL: "Escribe un correo electrónico válido.",
  WEAK_PASSWORD: ({ min, max }: { min: number; max: number }) =>
    `La contraseña debe tener entre ${min} y ${max} caracteres.`,
  PASSWORD_COMMON:
    "Esa contraseña es de las más usadas y aparece en filtraciones de datos: elige otra, por ejemplo una frase de varias palabras.",
  INVALID_REDIRECT: "La ruta de regreso debe ser una página de esta tienda, como /account.",
  INVALID_COUNTRY: "Elige un país de la lista.",
  INVALID_PROVINCE: "Elige un departamento o estado de la lista.",
  QUANTITY_RANGE: ({ min, max }: { min: number; max: number }) =>
    `La cantidad debe ser un número entero entre ${min} y ${max}.`,
  BUNDLED_LINE: "Este producto es parte de un paquete: cambia o quita el paquete.",
  CODES_REQUIRED: "Escribe al menos un código de promoción.",
  CODES_LIMIT: ({ count, length }: { count: number; length: number }) =>
    `Puedes usar hasta ${count} códigos de hasta ${length} caracteres.`,
  METADATA_NOT_OBJECT: "Los datos adicionales deben ser un objeto.",
  METADATA_RESERVED: ({ key }: { key: string }) => `Los datos adicionales no pueden incluir «${key}».`,
  METADATA_TOO_LARGE: ({ max }: { max: number }) => `Los datos adicionales admiten como máximo ${max} bytes.`,
  ID_OR_HANDLE: "Indica el id o el handle del producto, no ambos.",
  PARTNER_OR_STORE: "Indica el socio o el nombre de su tienda personal, no ambos.",
  SELF_SPONSOR: "Un socio no puede patrocinar su propia inscripción.",
  INVALID_ID: ({ field }: Field) => `Revisa ${field}: el identificador no es válido.`,
  PAGE_SIZE: ({ max }: { max: number }) => `Pide entre 1 y ${max} resultados por página.`,
  INVALID_CURSOR: "El cursor no es válido: usa el endCursor de una página anterior.",
  QUERY_PARAMETERS: "La consulta tiene demasiados parámetros.",
  SUBSCRIPTION_INTERVAL: "Elige cada cuántos meses recibir el pedido: 1, 2 o 3.",
  SUBSCRIPTION_ITEMS: ({ max }: { max: number }) => `Una suscripción lleva de 1 a ${max} productos.`,
  DUPLICATE_VARIANT: "Cada producto va una sola vez: cambia su cantidad.",
  INVALID_DATE: ({ field }: Field) => `Revisa ${field}: escribe una fecha (AAAA-MM-DD).`,
  ADDRESS_NOT_IN_REGION: "La dirección de envío no está en la región elegida.",
  PAYMENT_PROVIDER_NOT_OFFERED: "Ese medio de pago no está disponible en tu región.",
  SHIPPING_OPTION_NOT_FOUND: "Esa opción de envío no existe.",
  SHIPPING_OPTION_ONE_OF: "Indica la opción de envío por su id o por su código (uno de los dos).",
  START_DATE_RANGE: "La fecha de inicio debe estar entre hoy y dentro de un año.",
  VARIANT_NOT_FOUND: "Ese producto ya no está a la venta.",
  BUNDLE_NOT_SUBSCRIBABLE: "Los paquetes no se pueden suscribir: elige productos sueltos.",
  PRODUCT_NOT_SOLD: "Uno de los productos no está a la venta en la tienda.",
  PRODUCT_NOT_PRICED: "Uno de los productos no tiene precio en tu región.",
  SUBSCRIPTION_CANCELLED: "La suscripción está cancelada: crea una nueva.",
  SHIPPING_ADDRESS_NEEDED: "Agrega una dirección de envío con país para calcular el envío.",
  COUNTRY_NOT_SERVED: "No enviamos a ese país con esta opción de envío.",
  PROMOTION_NOT_ELIGIBLE: "Tu carrito no cumple las condiciones de esta promoción.",
  QUERY_TOO_COMPLEX: "La consulta es demasiado grande o profunda.",
  PAYLOAD_TOO_LARGE: "La petición es demasiado grande (1 MiB como máximo).",
  UNSUPPORTED_MEDIA_TYPE: "Envía la petición como application/json.",
  INVALID_JSON: "El cuerpo de la petición no es JSON válido.",
  IDEMPOTENCY_KEY_INVALID: "La cabecera Idempotency-Key debe tener entre 1 y 255 caracteres visibles.",
  IDEMPOTENCY_KEY_REUSED: "Esta Idempotency-Key ya se usó con otra petición: usa una clave nueva para cada operación.",
  IDEMPOTENCY_KEY_IN_USE:
    "Una petición con esta Idempotency-Key aún está en curso: inténtalo de nuevo en unos segundos.",
  INVALID_QUERY: "La consulta no es válida.",
  PERSISTED_QUERY_HASH_MISMATCH:
    "El hash de la consulta persistida no corresponde a la consulta: calcula el SHA-256 de la consulta enviada o envía la consulta sin hash.",
  TOO_MANY_REQUESTS: "Demasiados intentos: espera un momento y vuelve a intentarlo.",
  THROTTLED: ({ seconds }: { seconds: number }) =>
    `Demasiadas peticiones seguidas: espera ${seconds} s y vuelve a intentarlo.`,
  UPSTREAM_UNAVAILABLE: "La tienda no responde en este momento. Inténtalo de nuevo en un momento.",
  PROVIDER_UNAVAILABLE: "El servicio de inicio de sesión no responde. Inténtalo de nuevo en un momento.",
  UPSTREAM_ERROR: "Algo salió mal de nuestro lado. Inténtalo de nuevo.",
  PAYMENT_UNAVAILABLE:
    "El pago con tarjeta no responde en este momento. Tu carrito sigue intacto: inténtalo de nuevo en un momento.",
  PAYMENT_CAPTURE_FAILED:
    "El proveedor de pagos no cobró el pago: el pedido no cambió. Inténtalo de nuevo en un momento.",
  PAYMENT_REFUND_FAILED:
    "El proveedor de pagos no hizo el reembolso: el pedido no cambió. Inténtalo de nuevo en un momento.",
  WEBHOOK_REFUSED:
    "Aviso de pago rechazado: la firma no es válida, el aviso es antiguo o no corresponde a un pago de la tienda.",
  WEBHOOK_UNSIGNED:
    "Aviso de pago rechazado: solo se aceptan avisos firmados de un proveedor de pago con aviso y secreto configurados.",
  WEBHOOK_PROVIDER_UNKNOWN: "Ese proveedor de pagos no existe en la tienda.",
  WEBHOOK_TOO_LARGE: ({ kib }: { kib: number }) => `El aviso de pago es demasiado grande (${kib} KiB como máximo).`,
  INTERNAL_SERVER_ERROR: "Algo salió mal de nuestro lado. Inténtalo de nuevo.",
}

export type ErrorTexts = typeof esErrors
