import {
  paymentFits,
  purchaseOrderLineTotal,
  purchaseOrderReference,
  purchaseOrderRemainder,
  purchaseOrderTotal,
  supplierBalance,
} from './purchase-orders';

describe('purchase-order sums', () => {
  it('a line is quantity × unit price, exact to the cent', () => {
    expect(purchaseOrderLineTotal({ quantity: 3, price: 0.1 })).toBe(0.3);
    expect(purchaseOrderLineTotal({ quantity: 7, price: 19.99 })).toBe(139.93);
    expect(purchaseOrderLineTotal({ quantity: 0, price: 5 })).toBe(0);
  });

  it('refuses a quantity that is not whole', () => {
    expect(() => purchaseOrderLineTotal({ quantity: 1.5, price: 2 })).toThrow(RangeError);
  });

  it('the order total sums its lines without float drift', () => {
    expect(purchaseOrderTotal([{ quantity: 1, price: 0.1 }, { quantity: 1, price: 0.2 }])).toBe(0.3);
    expect(purchaseOrderTotal([{ quantity: 2, price: 1500.55 }, { quantity: 10, price: 3.33 }])).toBe(3034.4);
    expect(purchaseOrderTotal([])).toBe(0);
  });

  it('the remainder is the total minus the payments', () => {
    expect(purchaseOrderRemainder(100, [33.33, 33.33])).toBe(33.34);
    expect(purchaseOrderRemainder(0.3, [0.1, 0.2])).toBe(0);
    expect(purchaseOrderRemainder(50, [])).toBe(50);
  });

  it('a payment fits when positive and at most the remainder', () => {
    expect(paymentFits(33.34, 33.34)).toBe(true);
    expect(paymentFits(33.35, 33.34)).toBe(false);
    expect(paymentFits(0, 10)).toBe(false);
    expect(paymentFits(-1, 10)).toBe(false);
    expect(paymentFits(0.1 + 0.2, 0.3)).toBe(true);
  });

  it("a supplier's balance is what its orders still ask for", () => {
    expect(supplierBalance([{ total: 100, paid: 40.5 }, { total: 0.3, paid: 0.1 }])).toBe(59.7);
    expect(supplierBalance([])).toBe(0);
  });

  it('the reference is BC-{num}-{month of creation}', () => {
    expect(purchaseOrderReference(12, 3)).toBe('BC-12-3');
    expect(purchaseOrderReference(1, 12)).toBe('BC-1-12');
    expect(() => purchaseOrderReference(0, 3)).toThrow(RangeError);
    expect(() => purchaseOrderReference(4, 13)).toThrow(RangeError);
  });
});
