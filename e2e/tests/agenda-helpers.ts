import { expect, type APIRequestContext } from '@playwright/test';
import { apiCall, unique } from './helpers';

/** Working days for a doctor who works every day, so that any day of a test has a slot. */
export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((order) => ({ order, appointments: ['matin', 'soir'] as ('matin' | 'soir')[] }));

/** A new user with one of the default roles (a Médecin is a cabinet doctor), arranged through the API. */
export async function newStaff(request: APIRequestContext, token: string, prefix: string, role: 'Médecin' | 'Assistant', password: string) {
  const roles = await apiCall(request, token, 'roles.list');
  const created = await apiCall(request, token, 'users.create', {
    body: {
      username: unique(prefix),
      phone: '36000000',
      password,
      doctor: role === 'Médecin' ? { cabinet: true, percentage: 50 } : null,
      roles: [roles.body.success!.find((r) => r.name === role)!._id],
    },
  });
  expect(created.status).toBe(200);
  return created.body.success!;
}

/** Books `time` on the default sessions (half-hours from 09:00 and from 16:00, numbered from 1). */
export async function bookSlot(request: APIRequestContext, token: string, doctor: string, patient: string, date: string, time: string) {
  const partOfTime = time < '14:00' ? 'matin' : 'soir';
  const [hours, minutes] = time.split(':').map(Number);
  const numSeance = ((hours - (partOfTime === 'matin' ? 9 : 16)) * 60 + minutes) / 30 + 1;
  const booked = await apiCall(request, token, 'appointments.create', { params: { doctorId: doctor }, body: { patient, date, time, numSeance, partOfTime } });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
}
