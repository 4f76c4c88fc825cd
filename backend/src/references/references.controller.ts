import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ReferenceProject, type SuccessResponse } from '@stairs/contracts';
import { Public } from '../auth/public.decorator';
import { UuidParam } from '../common/uuid-param';
import { ReferenceProjectDto } from './reference-project.dto';
import { ReferencesService } from './references.service';

@ApiTags('references')
@Controller()
export class ReferencesController {
  constructor(private readonly references: ReferencesService) {}

  @Public()
  @Get('reference-projects')
  @ApiOperation({ summary: 'Active reference projects by sort order' })
  list(): Promise<ReferenceProject[]> {
    return this.references.listPublic();
  }

  @Get('admin/reference-projects')
  @ApiOperation({ summary: 'All reference projects, active or not (admin)' })
  listAdmin(): Promise<ReferenceProject[]> {
    return this.references.listAdmin();
  }

  @Post('reference-projects')
  @ApiOperation({ summary: 'New reference project (admin)' })
  create(@Body() body: ReferenceProjectDto): Promise<ReferenceProject> {
    return this.references.create(body);
  }

  @Put('reference-projects/:id')
  @ApiOperation({ summary: 'Replace a reference project (admin)' })
  update(@UuidParam() id: string, @Body() body: ReferenceProjectDto): Promise<ReferenceProject> {
    return this.references.update(id, body);
  }

  @Delete('reference-projects/:id')
  @ApiOperation({ summary: 'Delete a reference project (admin)' })
  remove(@UuidParam() id: string): Promise<SuccessResponse> {
    return this.references.remove(id);
  }
}
