"""发布脚本 (Fabric 3): 打包前端, 上传到三台服务器, 切换软链接, 重载 nginx.

原来是 release.sh + 一堆 ssh 命令. 用法:
    fab -H web1,web2,web3 release --branch main
作者: 陈工 (运维组)
"""
import datetime
import os

from fabric import task
from invoke import Exit

APP_DIR = "/opt/shop-web"
KEEP_RELEASES = 5
BUILD_DIR = "dist"

NGINX_SNIPPET = """\
location /static/ {
    alias /opt/shop-web/current/static/;
    expires 30d;
    add_header Cache-Control "public";
}
"""


def stamp():
    return datetime.datetime.now().strftime("%Y%m%d%H%M%S")


@task
def build(c, branch="main"):
    c.local(f"git fetch origin && git checkout {branch} && git pull --ff-only")
    c.local("npm ci && npm run build")
    if not os.path.isdir(BUILD_DIR):
        raise Exit("构建失败: 没有 dist 目录")
    c.local(f"tar -czf release.tgz -C {BUILD_DIR} .")


@task
def upload(c, name):
    target = f"{APP_DIR}/releases/{name}"
    c.run(f"mkdir -p {target}")
    c.put("release.tgz", f"/tmp/{name}.tgz")
    c.run(f"tar -xzf /tmp/{name}.tgz -C {target} && rm /tmp/{name}.tgz")
    return target


@task
def switch(c, target):
    with c.cd(APP_DIR):
        c.run(f"ln -sfn {target} current.new && mv -T current.new current")
    # nginx 配置只在第一次写
    if c.run("test -f /etc/nginx/snippets/shop-static.conf", warn=True).failed:
        c.put(_write_tmp(NGINX_SNIPPET), "/tmp/shop-static.conf")
        c.sudo("mv /tmp/shop-static.conf /etc/nginx/snippets/shop-static.conf")
    c.sudo("nginx -t && systemctl reload nginx")


@task
def cleanup(c):
    with c.cd(f"{APP_DIR}/releases"):
        old = c.run(f"ls -1t | tail -n +{KEEP_RELEASES + 1}", hide=True).stdout.split()
        for d in old:
            c.run("rm -rf " + d)
        print(f"{c.host}: 删除了 {len(old)} 个旧版本")


@task
def release(c, branch="main", skip_build=False):
    if not skip_build:
        build(c, branch)
    name = stamp()
    target = upload(c, name)
    switch(c, target)
    cleanup(c)
    # 健康检查
    r = c.run("curl -fsS -o /dev/null -w '%{http_code}' http://127.0.0.1/healthz", warn=True)
    if r.stdout.strip() != "200":
        raise Exit(f"{c.host} 健康检查失败: {r.stdout}")
    print(f"{c.host}: 发布完成 {name}")


def _write_tmp(text):
    path = "/tmp/_fab_snippet.conf"
    with open(path, "w") as f:
        f.write(text)
    return path
