import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type GalleryImage, type HomepageImage } from '@stairs/contracts';
import { Public } from '../auth/public.decorator';
import { GalleryService } from './gallery.service';

@ApiTags('gallery')
@Controller()
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Public()
  @Get('gallery-images')
  @ApiOperation({ summary: 'Active gallery images from an allowed source, in display order' })
  list(): Promise<GalleryImage[]> {
    return this.gallery.listPublic();
  }

  @Public()
  @Get('homepage-images')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'Homepage before/after images, ascending homepage order (missing = 999); cached 5 min',
  })
  homepage(): Promise<HomepageImage[]> {
    return this.gallery.homepageImages();
  }
}
