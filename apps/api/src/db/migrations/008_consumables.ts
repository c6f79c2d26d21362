/**
 * The consumables (spec part 2 §2–§3): a doctor's consumptions, the list of consumable names,
 * suppliers, and a doctor's purchase orders with their lines and payments.
 *
 * Order numbers are per doctor, from 1, handed out by an upsert on `purchase_order_counters`
 * inside the creating transaction: concurrent creations queue on the counter's row and get
 * distinct numbers; the unique constraint is the last guard. A line keeps the consumable's name as
 * ordered, so the order stays readable when the name leaves the list. A supplier with orders
 * cannot be deleted (restrict). Amounts are numeric(12,2); the API keeps paid ≤ total under the
 * order's row lock.
 */
export const name = 'consumables';

export const sql = /* sql */ `
create table consumptions (
  id bigint generated always as identity primary key,
  doctor_id bigint not null references users (id) on delete restrict,
  note text not null,
  amount numeric(12, 2) not null check (amount > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index consumptions_doctor_idx on consumptions (doctor_id, created_at desc);

create table consumables (
  id bigint generated always as identity primary key,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index consumables_name_uq on consumables (lower(name));

create table suppliers (
  id bigint generated always as identity primary key,
  name text not null,
  phone text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index suppliers_name_uq on suppliers (lower(name));

create table purchase_order_counters (
  doctor_id bigint primary key references users (id) on delete cascade,
  last_num integer not null
);

create table purchase_orders (
  id bigint generated always as identity primary key,
  doctor_id bigint not null references users (id) on delete restrict,
  supplier_id bigint not null references suppliers (id) on delete restrict,
  num integer not null check (num > 0),
  total numeric(12, 2) not null check (total >= 0),
  payment_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint purchase_orders_number_uq unique (doctor_id, num)
);
create index purchase_orders_supplier_idx on purchase_orders (supplier_id);

create table purchase_order_lines (
  id bigint generated always as identity primary key,
  purchase_order_id bigint not null references purchase_orders (id) on delete cascade,
  consumable_id bigint references consumables (id) on delete set null,
  consumable_name text not null,
  qty integer not null check (qty > 0),
  price numeric(12, 2) not null check (price >= 0),
  created_at timestamptz not null default now()
);
create index purchase_order_lines_order_idx on purchase_order_lines (purchase_order_id);
create index purchase_order_lines_consumable_idx on purchase_order_lines (consumable_id);

create table supplier_payments (
  id bigint generated always as identity primary key,
  purchase_order_id bigint not null references purchase_orders (id) on delete cascade,
  amount numeric(12, 2) not null check (amount > 0),
  paid_on date not null default current_date,
  created_at timestamptz not null default now()
);
create index supplier_payments_order_idx on supplier_payments (purchase_order_id);
`;
