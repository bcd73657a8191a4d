/**
 * A payment gateway. The mock gateway is the default when no real gateway is configured: its
 * payments wait in `mock-pending` until the player presses Mark as Paid. A real gateway creates an
 * order and sends the player to its page; its payments become `success` only through a verified
 * signature or webhook, never through the public confirm call.
 */
export interface PaymentGateway {
  name: string;
  mock: boolean;
  createOrder(order: {
    paymentId: string;
    amount: number;
    description: string;
  }): Promise<{ reference: string | null; redirectUrl: string | null }>;
}

export const mockGateway: PaymentGateway = {
  name: 'mock',
  mock: true,
  async createOrder() {
    return { reference: null, redirectUrl: null };
  },
};
