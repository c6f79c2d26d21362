import type { Consumable, ConsumableInput, Consumption, ConsumptionInput, PurchaseOrder, PurchaseOrderInput, Supplier, SupplierInput } from '@dental/contracts';
import { dentalApi, listRequest, listTags, pageRequest, routeRequest, whenSaved, writeTags, type Answer, type Page } from '@dental/api-client';

/** This module's entities: a write reloads every view showing them (an order's payment changes its supplier's balance). */
export const CONSUMABLES_TAGS = ['Consumption', 'Consumable', 'Supplier', 'PurchaseOrder'] as const;

/** How many purchase orders a page of the list holds (a doctor may have years of them). */
export const ORDER_PAGE_SIZE = 30;
export const CONSUMPTION_PAGE_SIZE = 30;

/** Whose consumptions, between which days (YYYY-MM-DD, empty for open). */
export interface ConsumptionPeriod {
  doctor: string;
  from: string;
  to: string;
}

/** The offset of the page after `last` (read at `lastOffset`), while the server says more exist. */
export function nextOffset<T>(last: Page<T>, lastOffset: number): number | undefined {
  const next = lastOffset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
}

/** Orders and payments change what suppliers show (balances, history): both are read again. */
const orderWrite = () => [...writeTags('PurchaseOrder'), ...writeTags('Supplier')];

export type OrderArg = { doctorId: string; id: string };

export const consumablesApi = dentalApi.enhanceEndpoints({ addTagTypes: CONSUMABLES_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** A doctor's consumptions between two days (inclusive, either open), a page at a time from the newest, with the period's sum. */
    consumptionPages: build.infiniteQuery<Page<Consumption>, ConsumptionPeriod, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => nextOffset(lastPage, lastOffset),
      },
      query: ({ queryArg: { doctor, from, to }, pageParam }) =>
        pageRequest('consumptions.list', { query: { doctor, from: from || undefined, to: to || undefined, offset: pageParam, limit: CONSUMPTION_PAGE_SIZE } }),
      providesTags: (result) => listTags('Consumption')(result?.pages.flatMap((page) => page.items)),
    }),
    createConsumption: build.mutation<Answer<'consumptions.create'>, ConsumptionInput>({
      query: (body) => routeRequest('consumptions.create', { body }),
      invalidatesTags: whenSaved(() => writeTags('Consumption')),
    }),
    updateConsumption: build.mutation<Answer<'consumptions.update'>, { id: string; body: ConsumptionInput }>({
      query: ({ id, body }) => routeRequest('consumptions.update', { params: { id }, body }),
      invalidatesTags: whenSaved(({ id }: { id: string }) => writeTags('Consumption', id)),
    }),
    removeConsumption: build.mutation<Answer<'consumptions.remove'>, string>({
      query: (id) => routeRequest('consumptions.remove', { params: { id } }),
      invalidatesTags: whenSaved((id: string) => writeTags('Consumption', id)),
    }),

    consumables: build.query<Consumable[], void>({
      query: () => listRequest('consumableList.list'),
      providesTags: listTags('Consumable'),
    }),
    createConsumable: build.mutation<Answer<'consumableList.create'>, ConsumableInput>({
      query: (body) => routeRequest('consumableList.create', { body }),
      invalidatesTags: whenSaved(() => writeTags('Consumable')),
    }),
    updateConsumable: build.mutation<Answer<'consumableList.update'>, { id: string; body: ConsumableInput }>({
      query: ({ id, body }) => routeRequest('consumableList.update', { params: { id }, body }),
      invalidatesTags: whenSaved(({ id }: { id: string }) => writeTags('Consumable', id)),
    }),
    removeConsumable: build.mutation<Answer<'consumableList.remove'>, string>({
      query: (id) => routeRequest('consumableList.remove', { params: { id } }),
      invalidatesTags: whenSaved((id: string) => writeTags('Consumable', id)),
    }),

    /** The suppliers with one doctor's account (balance) and payment history. */
    suppliers: build.query<Supplier[], string>({
      query: (doctor) => listRequest('suppliers.list', { query: { doctor } }),
      providesTags: listTags('Supplier'),
    }),
    createSupplier: build.mutation<Answer<'suppliers.create'>, SupplierInput>({
      query: (body) => routeRequest('suppliers.create', { body }),
      invalidatesTags: whenSaved(() => writeTags('Supplier')),
    }),
    updateSupplier: build.mutation<Answer<'suppliers.update'>, { id: string; body: SupplierInput }>({
      query: ({ id, body }) => routeRequest('suppliers.update', { params: { id }, body }),
      invalidatesTags: whenSaved(({ id }: { id: string }) => writeTags('Supplier', id)),
    }),
    removeSupplier: build.mutation<Answer<'suppliers.remove'>, string>({
      query: (id) => routeRequest('suppliers.remove', { params: { id } }),
      invalidatesTags: whenSaved((id: string) => writeTags('Supplier', id)),
    }),

    /** A doctor's purchase orders, a page at a time from the newest. */
    orderPages: build.infiniteQuery<Page<PurchaseOrder>, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => nextOffset(lastPage, lastOffset),
      },
      query: ({ queryArg, pageParam }) => pageRequest('purchaseOrders.list', { params: { doctorId: queryArg }, query: { offset: pageParam, limit: ORDER_PAGE_SIZE } }),
      providesTags: (result) => listTags('PurchaseOrder')(result?.pages.flatMap((page) => page.items)),
    }),
    /** A doctor's orders from one supplier (the supplier page), all of them. */
    supplierOrders: build.query<PurchaseOrder[], { doctorId: string; supplier: string }>({
      query: ({ doctorId, supplier }) => listRequest('purchaseOrders.list', { params: { doctorId }, query: { supplier } }),
      providesTags: listTags('PurchaseOrder'),
    }),
    createOrder: build.mutation<Answer<'purchaseOrders.create'>, { doctorId: string; body: PurchaseOrderInput }>({
      query: ({ doctorId, body }) => routeRequest('purchaseOrders.create', { params: { doctorId }, body }),
      invalidatesTags: whenSaved(orderWrite),
    }),
    updateOrder: build.mutation<Answer<'purchaseOrders.update'>, OrderArg & { body: PurchaseOrderInput }>({
      query: ({ doctorId, id, body }) => routeRequest('purchaseOrders.update', { params: { doctorId, id }, body }),
      invalidatesTags: whenSaved(orderWrite),
    }),
    removeOrder: build.mutation<Answer<'purchaseOrders.remove'>, OrderArg>({
      query: (params) => routeRequest('purchaseOrders.remove', { params }),
      invalidatesTags: whenSaved(orderWrite),
    }),
    setOrderTotal: build.mutation<Answer<'purchaseOrders.setTotal'>, OrderArg & { total: number }>({
      query: ({ doctorId, id, total }) => routeRequest('purchaseOrders.setTotal', { params: { doctorId, id }, body: { total } }),
      invalidatesTags: whenSaved(orderWrite),
    }),
    addOrderPayment: build.mutation<Answer<'purchaseOrders.addPayment'>, OrderArg & { body: { payment: number; createdAt?: string; supplier?: string } }>({
      query: ({ doctorId, id, body }) => routeRequest('purchaseOrders.addPayment', { params: { doctorId, id }, body }),
      invalidatesTags: whenSaved(orderWrite),
    }),
    updateOrderPayment: build.mutation<Answer<'purchaseOrders.updatePayment'>, OrderArg & { paymentId: string; body: { payment: number; createdAt?: string; supplier?: string } }>({
      query: ({ doctorId, id, paymentId, body }) => routeRequest('purchaseOrders.updatePayment', { params: { doctorId, id, paymentId }, body }),
      invalidatesTags: whenSaved(orderWrite),
    }),
    removeOrderPayment: build.mutation<Answer<'purchaseOrders.removePayment'>, OrderArg & { paymentId: string }>({
      query: (params) => routeRequest('purchaseOrders.removePayment', { params }),
      invalidatesTags: whenSaved(orderWrite),
    }),
  }),
});
