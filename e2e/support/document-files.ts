/** Real files for the upload specs: the server parses every upload whole, so a file must be what it says. */

/** A one-page PDF (as pdf-lib writes one). */
export const PDF = Buffer.from(
  "JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA0Ci9GaXJzdCAyMAovTGVuZ3RoIDI1OQo+PgpzdHJlYW0KeJzVUk1LxDAQvedXzFFPmaZp0pVScPtxEWFZPCl7CNuwFGSzpC3ov3emWRUP4tnDY5K8N8lM3mSAoEBryMGWoKHIFVSVkE/vFw9y505+EvJhHCZ4IRZhDwchm7CcZ8hEXYtvbeNm9xpOIiVBxuJPxS6GYTn6CFXf9T2iRUSjCQZRtRQbwoagaE+cKmlNsPoKOrM5Yn5PXJ9gbMphftUW1/yOImkNa9qk1WXaf73Lb3XpDvVXPZtayMcwtG72cNPeKVQmy6jCoqDl8y19R/RuDv+3ubX+MZx/7fCHz2wvmxw9z8Dqstz7KSzxSLaTrub/8sPotuGNpgZ5wjDhwOQHN+6NyAplbmRzdHJlYW0KZW5kb2JqCgo2IDAgb2JqCjw8Ci9TaXplIDcKL1Jvb3QgMiAwIFIKL0luZm8gMyAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCAzNAovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCA3IF0KPj4Kc3RyZWFtCnicFcQxDgAgCASwHsbd7/p6CB2K7nLZstV24pF8BkOGAq0KZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjM3NwolJUVPRg==",
  "base64",
);

/** A 1 × 1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
