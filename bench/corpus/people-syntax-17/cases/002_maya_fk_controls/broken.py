# -*- coding: utf-8 -*-
"""
FK 컨트롤러 자동 생성 스크립트 (Maya 2023, Python 3)
사용법: 조인트 체인의 루트를 선택하고 셸프 버튼 실행 -> 창에서 옵션 선택 -> Build
작성: 김지훈 (리깅팀)
"""
import maya.cmds as cmds

WINDOW = "jhFkBuilderWin"

# 색상 인덱스 (Maya drawing override)
SIDE_COLORS = {
    "L": 6,    # 파랑
    "R": 13,   # 빨강
    "C": 17,   # 노랑
}

SHAPES = ["circle", "square", "diamond"]


def side_of(name):
    """조인트 이름 접두사로 좌/우/중앙 판단 (L_arm_01_jnt -> L)"""
    prefix = name.split("_")[0]
    if prefix in SIDE_COLORS:
        return prefix
    return "C"


def joint_chain(root):
    """루트부터 첫 번째 자식만 따라 내려가며 체인을 만든다"""
    chain = [root]
    current = root
    while True:
        children = cmds.listRelatives(current, children=True, type="joint") or []
        if not children:
            break
        current = children[0]
        chain.append(current)
    return chain


def make_shape(name, shape, radius):
    if shape == "circle":
        ctrl = cmds.circle(
            name=name,
            normal=(1, 0, 0),
            radius=radius,
            constructionHistory=False,
    elif shape == "square":
        pts = [(0, 1, 1), (0, 1, -1), (0, -1, -1), (0, -1, 1), (0, 1, 1)]
        pts = [(x * radius, y * radius, z * radius) for x, y, z in pts]
        ctrl = cmds.curve(name=name, degree=1, point=pts)
    else:
        pts = [(0, 1, 0), (0, 0, 1), (0, -1, 0), (0, 0, -1), (0, 1, 0)]
        pts = [(x * radius, y * radius, z * radius) for x, y, z in pts]
        ctrl = cmds.curve(name=name, degree=1, point=pts)
    return ctrl


def set_color(ctrl, index):
    for shp in cmds.listRelatives(ctrl, shapes=True) or []:
        cmds.setAttr(shp + ".overrideEnabled", 1)
        cmds.setAttr(shp + ".overrideColor", index)


def lock_hide(ctrl, attrs):
    for a in attrs:
        cmds.setAttr("%s.%s" % (ctrl, a), lock=True, keyable=False, channelBox=False)


def build_fk(chain, shape="circle", radius=1.0, skip_end=True):
    if skip_end and len(chain) > 1:
        chain = chain[:-1]
    parent_ctrl = None
    created = []
    for jnt in chain:
        base = jnt.replace("_jnt", "")
        grp = cmds.group(empty=True, name=base + "_ctrl_grp")
        ctrl = make_shape(base + "_ctrl", shape, radius)
        cmds.parent(ctrl, grp)
        // 그룹을 조인트 위치/회전에 맞춤 (offset group 방식)
        cmds.delete(cmds.parentConstraint(jnt, grp, maintainOffset=False))
        if parent_ctrl:
            cmds.parent(grp, parent_ctrl)
        cmds.parentConstraint(ctrl, jnt, maintainOffset=True)
        set_color(ctrl, SIDE_COLORS[side_of(jnt)])
        lock_hide(ctrl, ["sx", "sy", "sz", "v"])
        parent_ctrl = ctrl
        created.append(ctrl)
    return created


def on_build(*args):
    sel = cmds.ls(selection=True, type="joint")
    if not sel:
        cmds.warning("조인트 체인의 루트를 선택하세요.")
        return
    shape = cmds.optionMenu("jhShapeMenu", query=True, value=True)
    radius = cmds.floatSliderGrp("jhRadius", query=True, value=True)
    skip_end = cmds.checkBox("jhSkipEnd", query=True, value=True)
    cmds.undoInfo(openChunk=True)
    try:
        ctrls = build_fk(joint_chain(sel[0]), shape, radius, skip_end)
    finally:
        cmds.undoInfo(closeChunk=True)
    cmds.select(ctrls)
    print("FK 컨트롤 %d개 생성 완료" % len(ctrls))


def show_ui():
    if cmds.window(WINDOW, exists=True):
        cmds.deleteUI(WINDOW)
    cmds.window(WINDOW, title="FK Builder", widthHeight=(300, 150), sizeable=False)
    cmds.columnLayout(adjustableColumn=True, rowSpacing=6)
    cmds.optionMenu("jhShapeMenu", label="모양")
    for s in SHAPES:
        cmds.menuItem(label=s)
    cmds.floatSliderGrp("jhRadius", label="크기", field=True, minValue=0.1
                        maxValue=10.0, value=1.0, columnWidth3=(50, 50, 150))
    cmds.checkBox("jhSkipEnd", label="끝 조인트 제외", value=True)
    cmds.button(label="Build", height=36, backgroundColor=(0.35, 0.55, 0.35),
                command=on_build)
    cmds.button(label="닫기", command=lambda *_: cmds.deleteUI(WINDOW))
    cmds.showWindow(WINDOW)


show_ui()
