/** Every word the shop's e-mails say, in Spanish (the default). en.ts has the same keys. */
export const es = {
  shop: "Vitalia",
  tagline: "Bienestar que se comparte",
  footer: "Recibes este correo por tu actividad en Vitalia. Si tienes dudas, responde a este mensaje.",
  /** Stands for a link or code in what staff see of a sent e-mail (the e-mail itself had it). */
  secretSent: "(enlace enviado)",
  greeting: (name?: string | null) => (name ? `Hola, ${name}:` : "Hola:"),
  order: {
    number: (n: number) => `Pedido #${n}`,
    placedOn: (date: string) => `Realizado el ${date}`,
    product: "Producto",
    quantity: "Cant.",
    unitPrice: "Precio",
    total: "Total",
    includes: "Incluye",
    gift: "Regalo",
    each: (price: string) => `${price} c/u`,
    subtotal: "Subtotal",
    discount: (code?: string | null) => (code ? `Descuento (${code})` : "Descuento"),
    shipping: (method?: string | null) => (method ? `Envío: ${method}` : "Envío"),
    taxes: "Impuestos",
    shipTo: "Dirección de envío",
    view: "Ver mi pedido",
    linkNote: (days: number) => `El enlace abre tu pedido sin iniciar sesión durante ${days} días; no lo compartas.`,
  },
  orderPlaced: {
    subject: (n: number) => `Recibimos tu pedido #${n}`,
    title: "¡Gracias por tu compra!",
    intro: (n: number) => `Recibimos tu pedido #${n}. Te avisaremos cuando salga hacia tu dirección.`,
    payTitle: "Cómo pagar por transferencia bancaria",
    payIntro: "Tu pedido queda reservado hasta que recibamos el pago. Transfiere el importe a esta cuenta:",
    payAmount: "Importe",
    payReference: "Referencia (escríbela en la transferencia)",
    payBank: "Banco",
    payHolder: "Titular",
    payAccount: "Cuenta",
    payProof: (email: string) => `Envía el comprobante a ${email} indicando el número de pedido.`,
  },
  shipmentCreated: {
    subject: (n: number) => `Tu pedido #${n} va en camino`,
    title: "Tu pedido va en camino",
    intro: (n: number) => `Enviamos tu pedido #${n}. Estos productos van en el paquete:`,
    carrier: "Transportista",
    tracking: "Número de seguimiento",
    track: "Seguir mi envío",
  },
  orderLink: {
    subject: (n: number) => `El enlace a tu pedido #${n}`,
    title: "Aquí está tu pedido",
    intro: (n: number) => `Pediste el enlace a tu pedido #${n}. Ábrelo para ver el pedido, su estado y sus productos.`,
    ignore: "Si no lo pediste, ignora este correo: nadie más lo recibió.",
  },
  orderCanceled: {
    subject: (n: number) => `Cancelamos tu pedido #${n}`,
    title: "Tu pedido fue cancelado",
    intro: (n: number) =>
      `Cancelamos tu pedido #${n}. Si ya lo pagaste, te devolveremos el importe por el mismo medio.`,
  },
  orderDelivered: {
    subject: (n: number) => `Tu pedido #${n} fue entregado`,
    title: "¡Tu pedido llegó!",
    intro: (n: number) => `Entregamos tu pedido #${n}. Esperamos que lo disfrutes.`,
  },
  refundIssued: {
    subject: (n: number) => `Reembolso de tu pedido #${n}`,
    title: "Emitimos tu reembolso",
    intro: (amount: string, n: number) => `Te reembolsamos ${amount} del pedido #${n}.`,
    method: (method: string) => `Medio de reembolso: ${method}`,
    note: "Según tu banco, puede tardar unos días en verse en tu cuenta.",
    methods: { pp_system_default: "el mismo medio con el que pagaste (transferencia o pago contra entrega)" } as Record<
      string,
      string
    >,
    methodOther: "el medio con el que pagaste",
  },
  returnReceived: {
    subject: (n: number) => `Recibimos tu devolución del pedido #${n}`,
    title: "Recibimos tu devolución",
    intro: (n: number) => `Recibimos los productos que devolviste del pedido #${n}:`,
    refundNote: "Si corresponde un reembolso, te avisaremos cuando lo emitamos.",
  },
  welcome: {
    subject: "Te damos la bienvenida a Vitalia",
    title: "¡Te damos la bienvenida!",
    intro:
      "Tu cuenta de Vitalia está lista. Desde ella sigues tus pedidos, guardas tus direcciones y tu lista de deseos, y manejas tus suscripciones.",
    action: "Ir a mi cuenta",
  },
  enrollmentRecorded: {
    subject: "Ya eres socio de Vitalia",
    title: "Tu inscripción como socio está lista",
    intro:
      "Registramos tu inscripción: desde ahora eres socio de Vitalia y tienes acceso a las promociones para socios.",
    code: "Tu código de socio",
    store: "Tu tienda personal",
    share: "Comparte este enlace: quien se inscriba desde él queda inscrito contigo.",
    action: "Abrir mi tienda personal",
  },
  subscriptionReminder: {
    subject: (date: string) => `Tu próximo envío de la suscripción sale el ${date}`,
    title: "Tu próximo envío se acerca",
    intro: (date: string) => `El ${date} crearemos el próximo pedido de tu suscripción con estos productos:`,
    change: "¿Quieres pausarlo, saltarlo o cambiar algo? Hazlo antes de esa fecha desde tu cuenta.",
    action: "Ver mi suscripción",
  },
  subscriptionPlaced: {
    subject: (n: number) => `Tu suscripción generó el pedido #${n}`,
    title: "Creamos el pedido de tu suscripción",
    intro: (n: number) => `Como cada período, creamos el pedido #${n} de tu suscripción. Te avisaremos cuando salga.`,
  },
  subscriptionFailed: {
    subject: "No pudimos crear el pedido de tu suscripción",
    title: "Tu suscripción necesita tu atención",
    intro: (date: string) => `No pudimos crear el pedido de tu suscripción del ${date}.`,
    reason: "Motivo",
    fix: "Revisa en tu cuenta los productos, la dirección y el medio de pago de la suscripción. Lo intentaremos de nuevo en la próxima ejecución.",
    action: "Revisar mi suscripción",
  },
  passwordReset: {
    subject: "Restablece tu contraseña",
    title: "Restablece tu contraseña",
    intro:
      "Recibimos una solicitud para restablecer la contraseña de tu cuenta de Vitalia. Abre este enlace en los próximos 15 minutos para elegir una nueva:",
    action: "Restablecer mi contraseña",
    ignore: "Si no la pediste, ignora este correo: tu contraseña no cambia.",
  },
  /** After a change of how the person signs in (src/subscribers/security-change-mail.ts): no link, no secret. */
  securityNotice: {
    subject: {
      password_changed: "Tu contraseña de Vitalia cambió",
      password_reset: "Tu contraseña de Vitalia se restableció",
      totp_enrolled: "Activaste la verificación en dos pasos",
      totp_reset: "Se restableció tu verificación en dos pasos",
      totp_code_reused: "Alguien usó de nuevo un código tuyo de verificación",
      security_key_added: "Se agregó una llave de seguridad a tu cuenta",
      security_key_removed: "Se quitó una llave de seguridad de tu cuenta",
    },
    intro: {
      password_changed: (when: string) => `La contraseña de tu cuenta de Vitalia se cambió el ${when} (hora UTC).`,
      password_reset: (when: string) =>
        `La contraseña de tu cuenta de Vitalia se restableció con el enlace enviado a tu correo el ${when} (hora UTC).`,
      totp_enrolled: (when: string) =>
        `El ${when} (hora UTC) se activó la verificación en dos pasos de tu cuenta del panel de Vitalia con una aplicación de autenticación.`,
      totp_reset: (when: string) =>
        `El ${when} (hora UTC) una persona propietaria restableció la verificación en dos pasos de tu cuenta del panel de Vitalia: tu próximo inicio de sesión pedirá solo la contraseña.`,
      totp_code_reused: (when: string) =>
        `El ${when} (hora UTC) alguien intentó entrar al panel de Vitalia con un código de verificación tuyo que ya se había usado, y lo rechazamos.`,
      security_key_added: (when: string) =>
        `El ${when} (hora UTC) se agregó una llave de seguridad a tu cuenta del panel de Vitalia como segundo paso para entrar.`,
      security_key_removed: (when: string) =>
        `El ${when} (hora UTC) se quitó una llave de seguridad de tu cuenta del panel de Vitalia: ya no sirve para entrar.`,
    },
    sessions: "Cerramos tus otras sesiones abiertas.",
    ifYou: "Si fuiste tú, no tienes que hacer nada.",
    ifNot: {
      customer:
        "Si no fuiste tú, entra a la tienda y pide una contraseña nueva en «¿Olvidaste tu contraseña?», y responde a este correo para avisarnos.",
      user: "Si no fuiste tú, cambia tu contraseña en el panel y avisa hoy mismo a una persona propietaria de la tienda.",
    },
    noLink: "Por tu seguridad, este correo no trae enlaces: entra a Vitalia como siempre.",
  },
  orderTransfer: {
    subject: (n: number) => `Pasa el pedido #${n} a tu cuenta`,
    title: "Pasa el pedido a tu cuenta",
    intro: (n: number) =>
      `Pediste pasar el pedido #${n} a tu cuenta de Vitalia. Abre este enlace con tu sesión iniciada para aceptarlo o rechazarlo:`,
    action: "Pasar el pedido a mi cuenta",
    code: "Código de transferencia",
    ignore: "Si no lo pediste, ignora este correo: el pedido no cambia.",
  },
}

export type Messages = typeof es
