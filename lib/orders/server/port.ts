import 'server-only'

/**
 * The payment port the order routes use (lib/payment/server). Order code takes the port as a parameter
 * (placeOrder, cancelOrder), so tests hand in a fake one.
 */
export { paymentPort as orderPaymentPort } from '@/lib/payment/server'
