import { DIVISIONS } from '@ghorbari/contracts';
import {
  LOCATIONS,
  NEIGHBOURHOODS,
  districtsOf,
  neighbourhoodsOf,
  subDistrictsOf,
} from '@ghorbari/contracts/locations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/app-error.ts';

const name = { id: z.string(), en: z.string(), bn: z.string() };
const divisionSchema = z.object(name);
const districtSchema = z.object({ ...name, divisionId: z.string() });
const subDistrictSchema = z.object({ ...name, districtId: z.string(), kind: z.enum(['upazila', 'thana']) });
// alsoIn: the other thanas a neighbourhood is counted under (Mirpur 11, in Pallabi, under Mirpur too).
const neighbourhoodSchema = z.object({ ...name, subDistrictId: z.string(), alsoIn: z.array(z.string()).optional() });
const subDistrictIds = new Set(LOCATIONS.upazilas.map((sub) => sub.id));
const idParam = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9-]+$/);

/** The data changes only with a release, so browsers and proxies may keep it for a day. */
const CACHE = 'public, max-age=86400';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locations',
    {
      schema: {
        tags: ['locations'],
        summary:
          'All divisions, districts, sub-districts and city neighbourhoods of Bangladesh, in Bengali and English',
        response: {
          200: z.object({
            success: z.literal(true),
            divisions: z.array(divisionSchema),
            districts: z.array(districtSchema),
            upazilas: z.array(subDistrictSchema),
            neighbourhoods: z.array(neighbourhoodSchema),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { success: true as const, ...LOCATIONS, neighbourhoods: NEIGHBOURHOODS };
    },
  );

  app.get(
    '/api/locations/divisions/:divisionId/districts',
    {
      schema: {
        tags: ['locations'],
        summary: 'The districts of one division',
        params: z.object({ divisionId: z.enum(DIVISIONS) }),
        response: { 200: z.object({ success: z.literal(true), districts: z.array(districtSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return { success: true as const, districts: districtsOf(request.params.divisionId) };
    },
  );

  app.get(
    '/api/locations/districts/:districtId/sub-districts',
    {
      schema: {
        tags: ['locations'],
        summary: 'The sub-districts (upazilas and city thanas) of one district',
        params: z.object({ districtId: idParam }),
        response: { 200: z.object({ success: z.literal(true), subDistricts: z.array(subDistrictSchema) }) },
      },
    },
    async (request, reply) => {
      const subDistricts = subDistrictsOf(request.params.districtId);
      if (subDistricts.length === 0) throw notFound();
      reply.header('cache-control', CACHE);
      return { success: true as const, subDistricts };
    },
  );

  app.get(
    '/api/locations/sub-districts/:subDistrictId/neighbourhoods',
    {
      schema: {
        tags: ['locations'],
        summary: 'The neighbourhoods of one sub-district (Mirpur 10 in Mirpur); empty where none are kept',
        params: z.object({ subDistrictId: idParam }),
        response: { 200: z.object({ success: z.literal(true), neighbourhoods: z.array(neighbourhoodSchema) }) },
      },
    },
    async (request, reply) => {
      const { subDistrictId } = request.params;
      if (!subDistrictIds.has(subDistrictId)) throw notFound();
      reply.header('cache-control', CACHE);
      return { success: true as const, neighbourhoods: neighbourhoodsOf(subDistrictId) };
    },
  );
};
