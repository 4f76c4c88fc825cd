import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { GALLERY_MESSAGES, type ReferenceProject, type SuccessResponse } from '@stairs/contracts';
import { Repository } from 'typeorm';
import { ImageSources } from '../gallery/image-sources';
import { type ReferenceProjectDto } from './reference-project.dto';
import { ReferenceProjectEntity } from './reference-project.entity';
import { Outbox } from '../jobs/outbox.service';
import { PublicPages } from '../pages/public-pages.service';
import { noteObjectDeletions, replacedPictures } from '../storage/object-deletions';

function toReferenceProject(row: ReferenceProjectEntity): ReferenceProject {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    description: row.description,
    category: row.category,
    imageUrl: row.imageUrl,
    externalUrl: row.externalUrl,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
  };
}

@Injectable()
export class ReferencesService {
  constructor(
    @InjectRepository(ReferenceProjectEntity) private readonly projects: Repository<ReferenceProjectEntity>,
    private readonly sources: ImageSources,
    private readonly publicPages: PublicPages,
    private readonly outbox: Outbox,
  ) {}

  /** Public: active projects with an image from an allowed source, by sort order. */
  async listPublic(): Promise<ReferenceProject[]> {
    const rows = await this.projects.find({
      where: { isActive: true },
      order: { sortOrder: 'ASC', createdAt: 'ASC' },
    });
    return rows.filter((row) => this.sources.isAllowed(row.imageUrl)).map(toReferenceProject);
  }

  async listAdmin(): Promise<ReferenceProject[]> {
    const rows = await this.projects.find({ order: { sortOrder: 'ASC', createdAt: 'ASC' } });
    return rows.map(toReferenceProject);
  }

  async create(dto: ReferenceProjectDto): Promise<ReferenceProject> {
    const id = randomUUID();
    await this.projects.insert({ id, ...this.fieldsOf(dto) });
    this.publicPages.contentChanged('reference project created');
    return toReferenceProject(await this.find(id));
  }

  /** Every field as sent; a replaced picture follows through a job, unless another record shows it. */
  async update(id: string, dto: ReferenceProjectDto): Promise<ReferenceProject> {
    const fields = this.fieldsOf(dto);
    const deletions = await this.projects.manager.transaction(async (manager) => {
      const current = await manager.findOne(ReferenceProjectEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) throw new NotFoundException(GALLERY_MESSAGES.referenceNotFound);
      await manager.update(ReferenceProjectEntity, { id }, fields);
      return noteObjectDeletions(manager, replacedPictures([current.imageUrl], [fields.imageUrl]));
    });
    for (const deletion of deletions) this.outbox.dispatch('objectDeletions', deletion);
    this.publicPages.contentChanged('reference project changed');
    return toReferenceProject(await this.find(id));
  }

  /** Deletes the project; its stored picture follows through a job unless the gallery shows it too. */
  async remove(id: string): Promise<SuccessResponse> {
    const deletions = await this.projects.manager.transaction(async (manager) => {
      const row = await manager.findOneBy(ReferenceProjectEntity, { id });
      if (!row) throw new NotFoundException(GALLERY_MESSAGES.referenceNotFound);
      await manager.delete(ReferenceProjectEntity, { id });
      return noteObjectDeletions(manager, [row.imageUrl]);
    });
    for (const deletion of deletions) this.outbox.dispatch('objectDeletions', deletion);
    this.publicPages.contentChanged('reference project deleted');
    return { success: true };
  }

  private async find(id: string): Promise<ReferenceProjectEntity> {
    const row = await this.projects.findOneBy({ id });
    if (!row) throw new NotFoundException(GALLERY_MESSAGES.referenceNotFound);
    return row;
  }

  private fieldsOf(dto: ReferenceProjectDto) {
    if (!this.sources.isAllowed(dto.imageUrl))
      throw new BadRequestException(GALLERY_MESSAGES.imageSourceNotAllowed);
    return {
      title: dto.title,
      location: dto.location,
      description: dto.description,
      category: dto.category,
      imageUrl: dto.imageUrl,
      externalUrl: dto.externalUrl ?? null,
      isActive: dto.isActive ?? true,
      sortOrder: dto.sortOrder ?? 0,
    };
  }
}
