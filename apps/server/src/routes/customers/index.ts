import type { FastifyPluginAsync } from 'fastify';
import { customerAccountRoutes } from './account';
import { adminRoutes } from './admins';
import { customerBulkRoutes } from './bulk';
import { customerRoutes } from './customer';
import { customerListRoutes } from './lists';

/** SPEC §2 Users, under /api/admin/users: customers, their accounts, and the admins. */
export const customersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(customerListRoutes);
  await app.register(customerBulkRoutes);
  await app.register(customerRoutes);
  await app.register(customerAccountRoutes);
  await app.register(adminRoutes);
};
