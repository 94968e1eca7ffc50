# Postern's container image: the `postern` binary on an empty base with only what it needs (the C
# libraries `ldd` names, CA certificates, a user), about the size of the binary.
#
#   cargo build --profile dist --locked -p postern
#   podman build -t postern .        # or: docker build -t postern .
#   podman run -d -p 8080:8080 -p 2525:2525 -v postern-data:/data postern
#
# The binary is built on the host (or in CI) and copied in: `--build-arg BINARY=…` names another
# one. BASE is any Debian-like image with a shell; it only gathers the files. docs/OPERATIONS.md.

ARG BASE=docker.io/library/debian:bookworm-slim

FROM ${BASE} AS gather
ARG BINARY=target/dist/postern
COPY ${BINARY} /rootfs/usr/local/bin/postern
RUN set -eu; \
    if [ ! -e /etc/ssl/certs/ca-certificates.crt ]; then \
      apt-get update -qq && apt-get install -y -qq --no-install-recommends ca-certificates >/dev/null; \
    fi; \
    mkdir -p /rootfs/etc/ssl/certs /rootfs/data /rootfs/tmp; \
    cp /etc/ssl/certs/ca-certificates.crt /rootfs/etc/ssl/certs/; \
    ldd /rootfs/usr/local/bin/postern | grep -o '/[^ ]*' | while read -r lib; do \
      mkdir -p "/rootfs$(dirname "$lib")"; cp -L "$lib" "/rootfs$lib"; \
    done; \
    echo 'postern:x:65532:65532:postern:/data:/nonexistent' > /rootfs/etc/passwd; \
    echo 'postern:x:65532:' > /rootfs/etc/group; \
    chown 65532:65532 /rootfs/data; chmod 700 /rootfs/data; chmod 1777 /rootfs/tmp

FROM scratch
COPY --from=gather /rootfs/ /
USER 65532:65532
ENV POSTERN_DATA=/data \
    POSTERN_HTTP=0.0.0.0:8080 \
    POSTERN_SMTP=0.0.0.0:2525 \
    SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt
VOLUME /data
EXPOSE 8080 2525
# SIGTERM drains SMTP and HTTP and stops within the 10 s that compose waits.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=5s --start-period=5s --retries=3 CMD ["/usr/local/bin/postern", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/postern"]
CMD ["serve"]
