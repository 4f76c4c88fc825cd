import request from 'supertest';
import { GALLERY_MESSAGES, type ReferenceProject, type ReferenceProjectInput } from '@stairs/contracts';
import { testAppForSuite } from './helpers/test-app';

const project = (overrides: Partial<Record<keyof ReferenceProjectInput, unknown>> = {}) => ({
  title: 'Stiegenhaus Währing',
  location: '1180 Wien',
  description: 'Betonstiege mit Eichenstufen verkleidet.',
  category: 'concrete',
  imageUrl: '/objects/demo/oak-stairs-finished-1.w1920.webp',
  ...overrides,
});

describe('reference projects', () => {
  const t = testAppForSuite({ admin: true });

  it('lists active projects publicly by sort order; the admin sees inactive ones too', async () => {
    await t.admin
      .post('/api/reference-projects')
      .send(project({ title: 'Zweiter', sortOrder: 2 }))
      .expect(201);
    await t.admin
      .post('/api/reference-projects')
      .send(project({ title: 'Erster', sortOrder: '1' }))
      .expect(201);
    await t.admin
      .post('/api/reference-projects')
      .send(project({ title: 'Versteckt', isActive: false }))
      .expect(201);

    const publicList = (await request(t.server).get('/api/reference-projects').expect(200))
      .body as ReferenceProject[];
    expect(publicList.map((p) => p.title)).toEqual(['Erster', 'Zweiter']);
    const adminList = (await t.admin.get('/api/admin/reference-projects').expect(200))
      .body as ReferenceProject[];
    expect(adminList.map((p) => p.title).sort()).toEqual(['Erster', 'Versteckt', 'Zweiter']);
  });

  it('parses the sort order with fallback 0 and stores an empty external URL as null', async () => {
    const created = (
      await t.admin
        .post('/api/reference-projects')
        .send(project({ title: 'Fallback', sortOrder: 'abc', externalUrl: '' }))
        .expect(201)
    ).body as ReferenceProject;
    expect(created).toMatchObject({ sortOrder: 0, externalUrl: null, isActive: true });

    const updated = (
      await t.admin
        .put(`/api/reference-projects/${created.id}`)
        .send(project({ title: 'Geändert', externalUrl: 'https://www.example.at/projekt' }))
        .expect(200)
    ).body as ReferenceProject;
    expect(updated).toMatchObject({ title: 'Geändert', externalUrl: 'https://www.example.at/projekt' });

    await t.admin.delete(`/api/reference-projects/${created.id}`).expect(200);
    const gone = await t.admin.delete(`/api/reference-projects/${created.id}`).expect(404);
    expect(gone.body.message).toBe(GALLERY_MESSAGES.referenceNotFound);
  });

  it.each([
    [{ title: ' ' }, GALLERY_MESSAGES.titleRequired],
    [{ location: undefined }, GALLERY_MESSAGES.locationRequired],
    [{ description: '' }, GALLERY_MESSAGES.descriptionRequired],
    [{ category: 'finished' }, GALLERY_MESSAGES.referenceCategoryInvalid],
    [{ imageUrl: 'ftp://x/y.jpg' }, GALLERY_MESSAGES.urlInvalid],
    [{ imageUrl: 'https://evil.example/y.jpg' }, GALLERY_MESSAGES.imageSourceNotAllowed],
    [{ externalUrl: 'javascript:alert(1)' }, GALLERY_MESSAGES.urlInvalid],
  ])('refuses %j with a German 400', async (change, message) => {
    const res = await t.admin.post('/api/reference-projects').send(project(change)).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses writes without a session', async () => {
    await request(t.server).post('/api/reference-projects').send(project()).expect(401);
    await request(t.server).get('/api/admin/reference-projects').expect(401);
  });
});
