import { Controller, Delete, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type PersonalDataErasure, type PersonalDataExport } from '@stairs/contracts';
import { type Response } from 'express';
import { PersonalDataQueryDto } from './personal-data.dto';
import { PersonalDataService } from './personal-data.service';

@ApiTags('personal data')
@Controller('admin/personal-data')
export class PersonalDataController {
  constructor(private readonly personalData: PersonalDataService) {}

  @Get()
  @ApiOperation({
    summary: 'DSGVO export: everything stored about one e-mail address or phone number, as a file',
  })
  async export(
    @Query() query: PersonalDataQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PersonalDataExport> {
    const data = await this.personalData.export(query);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="personendaten-${data.exportedAt.slice(0, 10)}.json"`,
    );
    return data;
  }

  @Delete()
  @ApiOperation({
    summary: 'DSGVO erasure: deletes the records of one person and anonymises their orders',
  })
  erase(@Query() query: PersonalDataQueryDto): Promise<PersonalDataErasure> {
    return this.personalData.erase(query);
  }
}
