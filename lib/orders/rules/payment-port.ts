/** The payment port as the orders use it: the one in lib/payment. */
export type {
  InitiatePayment,
  InitiatedPayment,
  PaymentEvent,
  PaymentPort,
  PaymentStatus,
} from '@/lib/payment/rules/port'
