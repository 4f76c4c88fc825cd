import { createImageSourcePolicy } from './image-sources';

describe('image source policy', () => {
  const isAllowed = createImageSourcePolicy([
    'www.example.at',
    'example.at',
    'files.cdn.example',
    'localhost:8080',
  ]);

  it('allows stored objects and https URLs of the listed hosts', () => {
    expect(isAllowed('/objects/gallery/3f2c.w1920.webp')).toBe(true);
    expect(isAllowed('https://www.example.at/bilder/treppe.jpg')).toBe(true);
    expect(isAllowed('https://example.at/treppe.jpg')).toBe(true);
    expect(isAllowed('https://files.cdn.example/a/b.png')).toBe(true);
    expect(isAllowed('http://localhost:8080/objects/x.webp')).toBe(true);
  });

  it('refuses other hosts, other schemes, look-alikes and path tricks', () => {
    expect(isAllowed('https://evil.example/treppe.jpg')).toBe(false);
    expect(isAllowed('https://example.at.evil.example/treppe.jpg')).toBe(false);
    expect(isAllowed('http://www.example.at/treppe.jpg')).toBe(false);
    expect(isAllowed('https://user:pw@www.example.at/treppe.jpg')).toBe(false);
    expect(isAllowed('javascript:alert(1)')).toBe(false);
    expect(isAllowed('data:image/png;base64,AAAA')).toBe(false);
    expect(isAllowed('/objects/../etc/passwd')).toBe(false);
    expect(isAllowed('/objects//evil.example/x.jpg')).toBe(false);
    expect(isAllowed('/uploads/x.jpg')).toBe(false);
    expect(isAllowed('')).toBe(false);
    expect(isAllowed(null)).toBe(false);
  });
});
