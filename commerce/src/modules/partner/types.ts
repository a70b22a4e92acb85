/** Inputs of the partner module's workflows and routes. */

export type PartnerStatus = "active" | "inactive"
export type EnrollmentStatus = "pending" | "completed" | "cancelled"

export interface CreatePartnerInput {
  /** Allocated (VIT-nnnn) when absent. */
  code?: string
  name: string
  email?: string | null
  phone?: string | null
  status?: PartnerStatus
  sponsor_id?: string | null
  customer_id?: string | null
  joined_at?: Date
  metadata?: Record<string, unknown> | null
}

export type UpdatePartnerInput = Partial<Omit<CreatePartnerInput, "code">> & { id: string; code?: string }

export interface CreatePersonalStoreInput {
  name: string
  title: string
  partner_id: string
  active?: boolean
  metadata?: Record<string, unknown> | null
}

export type UpdatePersonalStoreInput = Partial<CreatePersonalStoreInput> & { id: string }

export interface CreateEnrollmentInput {
  status?: EnrollmentStatus
  customer_id?: string | null
  order_id?: string | null
  email?: string | null
  sponsor_id?: string | null
  partner_id?: string | null
  personal_store_id?: string | null
  completed_at?: Date | null
  metadata?: Record<string, unknown> | null
}

export type UpdateEnrollmentInput = Partial<CreateEnrollmentInput> & { id: string }
