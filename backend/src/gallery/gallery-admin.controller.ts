import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AiDescriptionResponse,
  type DemoContentRemoval,
  type DirectUploadTicket,
  GALLERY_MESSAGES,
  type GalleryImage,
  type GalleryUploadResponse,
  type SuccessResponse,
  ADMIN_API,
} from '@stairs/contracts';
import { type Request, type Response } from 'express';
import { DataSource } from 'typeorm';
import { UuidParam } from '../common/uuid-param';
import { removeDemoContent } from './demo/demo-content.seed';
import { withMultipartImage, withRawImage } from '../storage/upload-body';
import { AdminGalleryQueryDto, DescribePictureDto, GalleryImageDto } from './gallery-image.dto';
import { GalleryService } from './gallery.service';
import { UploadTickets } from './upload-tickets.service';

const DIRECT_UPLOAD_STORED =
  'Upload erfolgreich, Bild wurde hochgeladen. Jetzt Informationen eingeben und speichern.';

/**
 * Gallery admin (session required, AdminGuard is global): the one set of gallery writes, used by /admin-gallery
 * and /admin-references alike; the optimized upload creates inactive images, the direct upload only stores a file.
 */
@ApiTags('gallery admin')
@Controller()
export class GalleryAdminController {
  constructor(
    private readonly gallery: GalleryService,
    private readonly tickets: UploadTickets,
    private readonly dataSource: DataSource,
  ) {}

  @Delete('admin/demo-content')
  @ApiOperation({
    summary: 'Remove the demo gallery images, reference projects and blog articles of a new installation',
  })
  async removeDemo(): Promise<DemoContentRemoval> {
    const removed = await this.dataSource.transaction((manager) => removeDemoContent(manager));
    return { success: true, ...removed };
  }

  @Get('admin/gallery-images')
  @ApiOperation({ summary: 'All images from an allowed source (active or not), optionally one category' })
  list(@Query() query: AdminGalleryQueryDto): Promise<GalleryImage[]> {
    return this.gallery.listAdmin(query.category);
  }

  @Post('admin/gallery-images')
  @ApiOperation({ summary: 'New gallery image (the server assigns the gallery number)' })
  create(@Body() body: GalleryImageDto): Promise<GalleryImage> {
    return this.gallery.create(body);
  }

  @Put('admin/gallery-images/:id')
  @ApiOperation({ summary: 'Replace every field of a gallery image' })
  update(@UuidParam() id: string, @Body() body: GalleryImageDto): Promise<GalleryImage> {
    return this.gallery.update(id, body);
  }

  @Delete('admin/gallery-images/:id')
  @ApiOperation({ summary: 'Delete a gallery image (no confirmation step in the admin)' })
  remove(@UuidParam() id: string): Promise<SuccessResponse> {
    return this.gallery.remove(id);
  }

  @Post('admin/gallery-images/:id/ai-description')
  @HttpCode(200)
  @ApiOperation({ summary: 'A German description of the stored picture (worker job; the call waits for it)' })
  async aiDescription(@UuidParam() id: string): Promise<AiDescriptionResponse> {
    return { success: true, description: await this.gallery.describe(id) };
  }

  @Post('admin/gallery-images/ai-description')
  @HttpCode(200)
  @ApiOperation({ summary: 'A German description of an uploaded picture before it becomes a gallery image' })
  async describePicture(@Body() body: DescribePictureDto): Promise<AiDescriptionResponse> {
    const description = await this.gallery.describePicture(
      body.imageUrl,
      body.title ?? '',
      body.category ?? '',
    );
    return { success: true, description };
  }

  @Post('admin/gallery-images/upload')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Optimized upload: one file in field "image" becomes an inactive gallery image' })
  async upload(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GalleryUploadResponse> {
    const image = await withMultipartImage(req, res, (file) => this.gallery.createFromUpload(file));
    return { success: true, imageUrl: image.imageUrl, message: GALLERY_MESSAGES.uploadStored, image };
  }

  @Post('objects/upload')
  @HttpCode(200)
  @ApiOperation({ summary: 'Direct upload, step 1: a one-time URL to PUT one image to (15 minutes)' })
  async ticket(): Promise<DirectUploadTicket> {
    const token = await this.tickets.issue();
    return { uploadURL: ADMIN_API.directUpload.path.replace(':token', token) };
  }

  @Put('objects/upload/:token')
  @ApiConsumes('application/octet-stream')
  @ApiOperation({ summary: 'Direct upload, step 2: the image bytes; answers the URL to use in the add form' })
  async directUpload(@Req() req: Request): Promise<GalleryUploadResponse> {
    await this.tickets.redeem(String(req.params.token));
    const upload = await withRawImage(req, (staged) => this.gallery.storeUpload(staged));
    return { success: true, imageUrl: upload.url, message: DIRECT_UPLOAD_STORED };
  }
}
