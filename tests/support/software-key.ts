import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto"

/**
 * A security key made of software, for tests of the server side of WebAuthn without a browser:
 * an ES256 (P-256) key pair and a credential id, answering registrations with attestation "none"
 * and sign-ins with signed assertions, exactly as the WebAuthn spec lays them out (authenticator
 * data, client data, CBOR). Its signature counter can be set, to play a cloned key.
 */
export class SoftwareKey {
  readonly credentialId = randomBytes(16)
  private readonly privateKey: KeyObject
  private readonly publicJwk: { x: string; y: string }
  counter = 0

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" })
    this.privateKey = privateKey
    this.publicJwk = publicKey.export({ format: "jwk" }) as { x: string; y: string }
  }

  get id() {
    return b64url(this.credentialId)
  }

  /** The answer to navigator.credentials.create's options, as @simplewebauthn/browser sends it. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string) {
    const clientDataJSON = clientData("webauthn.create", options.challenge, origin)
    const coseKey = cbor(
      new Map<number, unknown>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(this.publicJwk.x, "base64url")],
        [-3, Buffer.from(this.publicJwk.y, "base64url")],
      ])
    )
    const length = Buffer.alloc(2)
    length.writeUInt16BE(this.credentialId.length)
    const authData = Buffer.concat([
      authenticatorData(options.rp.id!, 0x41 | 0x04, this.counter), // user present, user verified, credential data
      Buffer.alloc(16), // AAGUID: none
      length,
      this.credentialId,
      coseKey,
    ])
    const attestationObject = cbor(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ])
    )
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ["usb"],
      },
    }
  }

  /** The answer to navigator.credentials.get's options; the counter moves on by one unless `counter` is given. */
  assert(options: { challenge: string; rpId?: string }, origin: string, counter = this.counter + 1) {
    this.counter = counter
    const clientDataJSON = clientData("webauthn.get", options.challenge, origin)
    const authData = authenticatorData(options.rpId!, 0x01 | 0x04, counter)
    const signature = sign(
      "sha256",
      Buffer.concat([authData, createHash("sha256").update(clientDataJSON).digest()]),
      this.privateKey
    )
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
    }
  }
}

function b64url(bytes: Buffer) {
  return bytes.toString("base64url")
}

function clientData(type: string, challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
}

function authenticatorData(rpId: string, flags: number, counter: number) {
  const count = Buffer.alloc(4)
  count.writeUInt32BE(counter)
  return Buffer.concat([createHash("sha256").update(rpId).digest(), Buffer.from([flags]), count])
}

/** CBOR (RFC 8949) of the few kinds WebAuthn needs: integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value])
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8")
    return Buffer.concat([head(3, text.length), text])
  }
  if (value instanceof Map)
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, each]) => [cbor(key), cbor(each)])])
  throw new Error(`no CBOR for ${typeof value}`)
}

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length])
  if (length < 256) return Buffer.from([(major << 5) | 24, length])
  const bytes = Buffer.alloc(3)
  bytes[0] = (major << 5) | 25
  bytes.writeUInt16BE(length, 1)
  return bytes
}
