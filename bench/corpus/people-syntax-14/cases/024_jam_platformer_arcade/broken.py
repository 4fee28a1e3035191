"""
MOSS & MAGMA - Ludum Dare 55 entry (compo, 48h)
Bram de V. - arcade 2.6
"""
import arcade

SCREEN_W = 960
SCREEN_H = 540
TITLE = "Moss & Magma"
GRAVITY = 0.9
JUMP = 15
MOVE = 5
TILE = 0.5

LEVELS = ["maps/level1.tmx", "maps/level2.tmx", "maps/level3.tmx"]


class Game(arcade.Window):
    def __init__(self):
        super().__init__(SCREEN_W, SCREEN_H, TITLE)
        self.scene = None
        self.player = None
        self.physics = None
        self.camera = None
        self.gui_camera = None
        self.score = 0
        self.level = 0
        self.left = False
        self.right = False
        self.coin_sound = arcade.load_sound(":resources:sounds/coin1.wav")
        self.burn_sound = arcade.load_sound(":resources:sounds/hurt2.wav")

    def setup(self):
        tile_map = arcade.load_tilemap(LEVELS[self.level], TILE, {
            "ground": {"use_spatial_hash": True},
            "lava": {"use_spatial_hash": True},
        })
        self.scene = arcade.Scene.from_tilemap(tile_map)
        self.player = arcade.Sprite("art/moss_blob.png", TILE)
        self.player.center_x = 64
        self.player.center_y = 200
        self.scene.add_sprite("Player", self.player)
        self.physics = arcade.PhysicsEnginePlatformer(
            self.player, gravity_constant=GRAVITY, walls=self.scene["ground"]
        )
        self.camera = arcade.Camera(SCREEN_W, SCREEN_H)
        self.gui_camera = arcade.Camera(SCREEN_W, SCREEN_H)

    def on_draw(self):
        self.clear()
        self.camera.use()
        self.scene.draw()
        self.gui_camera.use()
        arcade.draw_text(f"moss: {self.score}", 10, SCREEN_H - 30, arcade.color.WHITE, 18)
        arcade.draw_text(f"level {self.level + 1}", SCREEN_W - 110, SCREEN_H - 30, arcade.color.WHITE, 18)

    def on_key_press(self, key, modifiers):
        if key in (arcade.key.UP, arcade.key.W, arcade.key.SPACE):
            if self.physics.can_jump():
                self.player.change_y = JUMP
        elif key in (arcade.key.LEFT, arcade.key.A):
            self.left = True
        elif key in (arcade.key.RIGHT, arcade.key.D):
            self.right = True
        elif key == arcade.key.R:
            self.setup()

    def on_key_release(self, key, modifiers)
        if key in (arcade.key.LEFT, arcade.key.A):
            self.left = False
        elif key in (arcade.key.RIGHT, arcade.key.D):
            self.right = False

    def center_camera(self):
        x = self.player.center_x - SCREEN_W / 2
        y = self.player.center_y - SCREEN_H / 2
        self.camera.move_to((max(x, 0), max(y, 0)),

    def on_update(self, delta_time):
        self.player.change_x = 0
        if self.left and not self.right:
            self.player.change_x = -MOVE
        elif self.right and not self.left:
            self.player.change_x = MOVE
        self.physics.update()

        for coin in arcade.check_for_collision_with_list(self.player, self.scene["coins"]):
            coin.remove_from_sprite_lists()
            arcade.play_sound(self.coin_sound)
            self.score += 1

        if arcade.check_for_collision_with_list(self.player, self.scene["lava"]):
			arcade.play_sound(self.burn_sound)
			self.score = max(0, self.score - 5)
			self.setup()

        if arcade.check_for_collision_with_list(self.player, self.scene["goal"]):
            self.level += 1
            if self.level >= len(LEVELS):
                self.level = 0
            self.setup()

        self.center_camera()


def main():
    window = Game()
    window.setup()
    arcade.run()


if __name__ == "__main__":
    main()
