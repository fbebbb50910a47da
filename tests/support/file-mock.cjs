// Static asset imports under Jest: an object shaped like Next's StaticImageData.
module.exports = { src: '/test-file-stub', height: 1, width: 1, blurDataURL: '' };
