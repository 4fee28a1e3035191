# MMDモデルのボーン名を英語(Unity Humanoid向け)にリネームする bpy スクリプト
# テキストエディタに貼って実行。左右(左/右)は .L / .R に変換
import bpy

BONE_MAP = {
    "センター": "Hips",
    "上半身": "Spine",
    "上半身2": "Chest",
    "首": "Neck",
    "頭": "Head",
    "肩": "Shoulder",
    "腕": "UpperArm",
    "ひじ": "LowerArm",
    "手首": "Hand",
    "足": "UpperLeg",
    "ひざ": "LowerLeg",
    "足首": "Foot",
    "つま先": "Toes",
}
SAYUU = {"左": ".L", "右": ".R"}
IGNORE_SUFFIX = ("先", "D", "EX", "IK")


def eigo_mei(nihongo):
    """'左ひじ' -> 'LowerArm.L'  対応がなければ None"""
    side = ""
    name = nihongo
    if name[:1] in SAYUU:
        side = SAYUU[name[0]]
        name = name[1:]
    if name.endswith(IGNORE_SUFFIX) and name not in BONE_MAP:
        return None
    base = BONE_MAP.get(name)
    if base is None:
        return None
    return base + side


def rename_armature(arm_obj, dry_run=False):
    kaeta, nokori = [], []
    for bone in arm_obj.data.bones:
        new = eigo_mei(bone.name)
        if new is None:
            nokori.append(bone.name)
            continue
        if new in arm_obj.data.bones:
            print(f"スキップ(重複): {bone.name} -> {new}")
            continue
        kaeta.append((bone.name, new))
        if not dry_run:
            bone.name = new
    return kaeta, nokori


def main(dry_run=True):
    arm = bpy.context.active_object
    if arm is None or arm.type != 'ARMATURE':
        raise RuntimeError("アーマチュアを選択してください")
    kaeta, nokori = rename_armature(arm, dry_run=dry_run)
    for old, new in kaeta:
        print(f"  {old:<10} -> {new}")
    print(f"変更 {len(kaeta)} 本 / 未対応 {len(nokori)} 本"
          f"{'（ドライラン）' if dry_run else ''}")
    if nokori:
        print("未対応:", ", ".join(nokori[:20]), "..." if len(nokori) > 20 else "")


main(dry_run=False)
