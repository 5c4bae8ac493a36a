import type { Database } from "../db/database.js";
import { DEFAULT_PAYMENT_METHODS, normalizePaymentMethods, type PaymentMethod } from "../../core/payment-methods.js";
import { practiceSetting } from "../practice/settings-store.js";

/** The methods Checkout offers (the practice's setting `payment_methods`), cards alone until she turns Bizum on. */
export function paymentMethodsRepository(db: Database) {
  const setting = practiceSetting(db, "payment_methods");
  return {
    async get(): Promise<PaymentMethod[]> {
      const text = await setting.read();
      if (text === undefined) return [...DEFAULT_PAYMENT_METHODS];
      const stored = JSON.parse(text) as unknown;
      const methods = Array.isArray(stored) ? normalizePaymentMethods(stored.filter((m): m is string => typeof m === "string")) : [];
      return methods.length > 0 ? methods : [...DEFAULT_PAYMENT_METHODS];
    },
    async set(methods: readonly PaymentMethod[]): Promise<PaymentMethod[]> {
      await setting.write(JSON.stringify(normalizePaymentMethods(methods)));
      return this.get();
    },
  };
}
